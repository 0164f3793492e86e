/// One toolbar item with a placement: `ToolbarItem(placement: .topBarTrailing) { Button("Add") { … } }`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let id: String?
    let content: Content
    let fileID: String
    let line: Int

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        let inner = context.descending(into: "ToolbarItem")
        let node = context.renderer.node(for: content, in: inner)
        return [ToolbarItemNode(node: node, placement: placement, overflow: false, id: id, fileID: fileID, line: line)]
    }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.id = nil
        self.content = content()
        self.fileID = fileID
        self.line = line
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item with an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.id = id
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A customizable item that a person may have to add from the customization sheet (iPadOS; on iPhone every item
    /// shows, as here).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, fileID: fileID, line: line, content: content)
    }
}

/// Several views at one placement: `ToolbarItemGroup(placement: .bottomBar) { … }`; each becomes an item.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    let fileID: String
    let line: Int

    /// A group at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        context.renderer.toolbarItems(forViews: content, placement: placement, in: context.descending(into: "ToolbarItemGroup"))
    }
}

/// iOS 27: a menu of the items that do not fit, or that the learner puts there on purpose:
/// `ToolbarOverflowMenu { Button("Export") { … } }`.
public struct ToolbarOverflowMenu<Content>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let fileID: String
    let line: Int

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        let inner = context.descending(into: "ToolbarOverflowMenu")
        var items: [ToolbarItemNode]
        if let views = content as? any View {
            items = context.renderer.toolbarItems(forViews: views, placement: .automatic, in: inner, overflow: true)
        } else if let toolbarContent = content as? any ToolbarContent {
            items = context.renderer.toolbarItems(for: toolbarContent, in: inner)
        } else {
            items = []
        }
        for index in items.indices { items[index].isInOverflowMenu = true }
        return items
    }
}

extension ToolbarOverflowMenu where Content: View {
    /// An overflow menu of views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }
}

extension ToolbarOverflowMenu where Content: ToolbarContent {
    /// An overflow menu of toolbar items.
    public init(fileID: String = #fileID, line: Int = #line, @ToolbarContentBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }
}

/// Space between toolbar items (iOS 26).
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let fileID: String
    let line: Int

    /// A spacer; `.fixed` or `.flexible` sizing is recorded as the label.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line) {
        self.placement = placement
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        let node = ViewNode(kind: "ToolbarSpacer", fileID: fileID, line: line, context: context.descending(into: "ToolbarSpacer"))
        return [ToolbarItemNode(node: node, placement: placement, overflow: false)]
    }
}

/// Fixed or flexible toolbar spacing.
public struct SpacerSizing: Sendable {
    let name: String
    /// A fixed space.
    public static let fixed = SpacerSizing(name: "fixed")
    /// A flexible space.
    public static let flexible = SpacerSizing(name: "flexible")
}

/// iOS 27: how important a toolbar item is to keep visible; lower priorities move into the overflow menu first.
public struct VisibilityPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible {
    /// The priority; higher stays visible longer.
    public var value: Double
    /// A priority.
    public init(_ value: Double) { self.value = value }
    /// A priority from an integer literal.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// A priority from a float literal.
    public init(floatLiteral value: Double) { self.value = value }
    /// The value.
    public var description: String { "\(value)" }
    // The values are the layout engine's, so a learner's `.high` and a lesson picture's `priority high` are one number.
    /// Kept visible as long as possible.
    public static let high = VisibilityPriority(ToolbarLayoutItem.highPriority)
    /// The default.
    public static let standard = VisibilityPriority(ToolbarLayoutItem.automaticPriority)
    /// The default.
    public static let automatic = VisibilityPriority(ToolbarLayoutItem.automaticPriority)
    /// First to move into the overflow menu.
    public static let low = VisibilityPriority(ToolbarLayoutItem.lowPriority)
}

/// Toolbar content with a visibility priority applied.
public struct PrioritizedToolbarContent<Content: ToolbarContent>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let priority: VisibilityPriority

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        var items = context.renderer.toolbarItems(for: content, in: context)
        for index in items.indices { items[index].visibilityPriority = priority.value }
        return items
    }
}

extension ToolbarContent {
    /// iOS 27: how important the item is to keep visible when the bar is short of space.
    public func visibilityPriority(_ priority: VisibilityPriority) -> PrioritizedToolbarContent<Self> {
        PrioritizedToolbarContent(content: self, priority: priority)
    }
}

extension View {
    /// iOS 27: how important the view is to keep visible in a toolbar short of space.
    public func visibilityPriority(_ priority: VisibilityPriority, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("visibilityPriority", [priority.value], fileID: fileID, line: line)
    }
}

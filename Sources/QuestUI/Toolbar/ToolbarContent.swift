/// Items of a toolbar: `ToolbarItem`, `ToolbarItemGroup`, or a learner's `struct X: ToolbarContent`.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content the body produces.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content whose items the user may customise; `ToolbarItem(id:)` is one.
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content QuestUI evaluates itself.
@MainActor protocol PrimitiveToolbarContent {
    func makeItems(in context: RenderContext) -> [ToolbarItemNode]
}

extension Renderer {
    /// The items of toolbar content, evaluating a learner's `ToolbarContent` bodies with their dynamic properties.
    func toolbarItems(for content: any ToolbarContent, in context: RenderContext) -> [ToolbarItemNode] {
        if let primitive = content as? any PrimitiveToolbarContent {
            return primitive.makeItems(in: context)
        }
        let kind = Renderer.kindName(of: type(of: content))
        let inner = context.descending(into: kind)
        install(content, in: inner)
        return toolbarItems(for: content.body, in: inner)
    }

    /// Toolbar items for plain views (bare `.toolbar { Button … }` content and `ToolbarItemGroup`): one per top-level view.
    func toolbarItems(forViews content: any View, placement: ToolbarItemPlacement, in context: RenderContext, overflow: Bool = false) -> [ToolbarItemNode] {
        var flattened: [ViewNode] = []
        for node in nodes(for: content, in: context) {
            if node.kind == "Group" || node.kind == "ForEach" { flattened += node.children } else { flattened.append(node) }
        }
        return flattened.map { ToolbarItemNode(node: $0, placement: placement, overflow: overflow) }
    }
}

extension ToolbarItemNode {
    /// Describes an item from its content: the label, symbol and kind a layout needs.
    init(node: ViewNode, placement: ToolbarItemPlacement, overflow: Bool, id: String? = nil, fileID: String? = nil, line: Int? = nil) {
        let kind: ToolbarItemKind = switch node.kind {
        case "Button", "EditButton", "NavigationLink", "Link", "ShareLink", "Toggle": .button
        case "Menu", "ToolbarOverflowMenu": .menu
        case "Picker": .picker
        default: .other
        }
        let priority = node.descendants.lazy.compactMap { $0.modifier("visibilityPriority")?.arguments.first.flatMap(Double.init) }.first
        let label = node.accessibilityLabel ?? (node.labelText.isEmpty ? node.descendants.lazy.compactMap(\.accessibilityLabel).first ?? "" : node.labelText)
        self.init(
            placement: placement.name, label: label, systemImage: node.systemImage ?? node.descendants.lazy.compactMap(\.systemImage).first,
            kind: kind, visibilityPriority: priority, isInOverflowMenu: overflow, id: id, node: node,
            fileID: fileID ?? node.fileID, line: line ?? node.line
        )
    }
}

/// Builds toolbar content from the statements of a closure.
@MainActor @preconcurrency @resultBuilder public enum ToolbarContentBuilder {
    /// A single item passes through.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var children: [any ToolbarContent] = []
        for item in repeat each content { children.append(item) }
        return TupleToolbarContent(value: (repeat each content), children: children)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Toolbar items built from a sequence of statements.
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let value: T
    let children: [any ToolbarContent]

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        children.enumerated().flatMap { index, child in
            context.renderer.toolbarItems(for: child, in: context.identified("\(index)"))
        }
    }
}

extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        switch storage {
        case .trueContent(let content): context.renderer.toolbarItems(for: content, in: context.identified("T"))
        case .falseContent(let content): context.renderer.toolbarItems(for: content, in: context.identified("F"))
        }
    }
}

extension Optional: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] {
        guard let content = self else { return [] }
        return context.renderer.toolbarItems(for: content, in: context.identified("some"))
    }
}

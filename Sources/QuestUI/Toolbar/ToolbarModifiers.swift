extension View {
    /// Toolbar items given as plain views; each top-level view is an item at `.automatic`.
    public func toolbar<Content: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) -> some View {
        let views = content()
        return modifier(ToolbarModifier(record: ModifierRecord(name: "toolbar", fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(forViews: views, placement: .automatic, in: context)
        })
    }

    /// Toolbar items given as `ToolbarItem`, `ToolbarItemGroup` or a learner's `ToolbarContent`.
    public func toolbar<Content: ToolbarContent>(fileID: String = #fileID, line: Int = #line, @ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(ToolbarModifier(record: ModifierRecord(name: "toolbar", fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(for: items, in: context)
        })
    }

    /// Customizable toolbar items.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, fileID: String = #fileID, line: Int = #line, @ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(ToolbarModifier(record: ModifierRecord(name: "toolbar", arguments: [id], fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(for: items, in: context)
        })
    }

    /// Shows or hides a bar: `.toolbar(.hidden, for: .tabBar)`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarVisibility", [visibility] + bars.map { $0 as Any }, fileID: fileID, line: line)
    }

    /// Shows or hides a bar (iOS 18 spelling).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarVisibility", [visibility] + bars.map { $0 as Any }, fileID: fileID, line: line)
    }

    /// A bar's background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarBackground", [style], fileID: fileID, line: line)
    }

    /// Whether a bar's background shows.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarBackground", [visibility], fileID: fileID, line: line)
    }

    /// A bar's colour scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement..., fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarColorScheme", [colorScheme as Any], fileID: fileID, line: line)
    }

    /// The toolbar's role.
    public func toolbarRole(_ role: ToolbarRole, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarRole", [role], fileID: fileID, line: line)
    }

    /// The title menu's content.
    public func toolbarTitleMenu<C: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> C) -> some View {
        recorded("toolbarTitleMenu", fileID: fileID, line: line)
    }

    /// iOS 27: whether the toolbar minimises, e.g. while scrolling down.
    public func toolbarMinimizeBehavior(_ behavior: ToolbarMinimizeBehavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarMinimizeBehavior", [behavior.name], fileID: fileID, line: line) { node in
            node.toolbarMinimizeBehavior = behavior.name
        }
    }

    /// iOS 26: whether the tab bar minimises while scrolling.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tabBarMinimizeBehavior", [behavior.name], fileID: fileID, line: line)
    }
}

/// iOS 27: when the toolbar shrinks to its minimised state.
public struct ToolbarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ToolbarMinimizeBehavior(name: "automatic")
    /// Minimises while the content scrolls down.
    public static let onScrollDown = ToolbarMinimizeBehavior(name: "onScrollDown")
    /// Minimises while the content scrolls up.
    public static let onScrollUp = ToolbarMinimizeBehavior(name: "onScrollUp")
    /// Never minimises.
    public static let never = ToolbarMinimizeBehavior(name: "never")
}

/// iOS 26: when the tab bar shrinks.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Minimises while the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimises while the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never minimises.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// Evaluates a view's toolbar content and keeps the items on the view's node.
struct ToolbarModifier: BuiltinModifier {
    let record: ModifierRecord
    let items: @MainActor (RenderContext) -> [ToolbarItemNode]

    init(record: ModifierRecord, items: @escaping @MainActor (RenderContext) -> [ToolbarItemNode]) {
        self.record = record
        self.items = items
    }

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(record)
        node.toolbar += items(context.displaying("toolbar"))
        return [node]
    }
}

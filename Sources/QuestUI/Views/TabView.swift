/// Tabs: `TabView { A().tabItem { Label(…) } … }`, `TabView(selection: $tab) { Tab("Trips", systemImage: …) { … } }`.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content
    let fileID: String
    let line: Int

    /// Tabs with a selection.
    public init(selection: Binding<SelectionValue>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    // Every tab is evaluated, so each keeps its state; the picker behaviour selects a tab by its tag or value.
    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "TabView")
        let tabs = context.renderer.nodes(for: content, in: inner)
        var node = ViewNode(kind: "TabView", children: tabs, fileID: fileID, line: line, context: inner)
        if let selection {
            let options = tabs.compactMap { tab -> (label: String, tag: AnyHashable)? in
                guard let tag = tab.tag else { return nil }
                let item = tab.children.first { $0.kind == "TabItem" }
                return (item?.labelText ?? tab.label ?? tab.labelText, tag)
            }
            node.picker = PickerBehaviour(options: options, selection: AnyHashable(selection.wrappedValue)) { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        }
        return [node]
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
        self.fileID = fileID
        self.line = line
    }
}

/// One tab (iOS 18): `Tab("Trips", systemImage: "airplane") { TripList() }`.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content
    let fileID: String
    let line: Int

    /// A tab with a value for the selection.
    public init(_ title: LocalizedStringKey, systemImage: String, value: Value, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.title = title.text
        self.systemImage = systemImage
        self.value = value
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A search tab with a value: `Tab(value: .search, role: .search) { … }`.
    public init(value: Value, role: TabRole, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.title = "Search"
        self.systemImage = "magnifyingglass"
        self.value = value
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Tab")
        var node = ViewNode(kind: "Tab", texts: [title], children: context.renderer.nodes(for: content, in: inner), fileID: fileID, line: line, context: inner)
        node.label = title
        node.systemImage = systemImage
        node.tag = value.map { AnyHashable($0) }
        return [node]
    }
}

extension Tab where Value == Never {
    /// A tab without a value.
    public init(_ title: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.title = title.text
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A search tab without a value.
    public init(role: TabRole, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.title = "Search"
        self.systemImage = "magnifyingglass"
        self.value = nil
        self.content = content()
        self.fileID = fileID
        self.line = line
    }
}

/// A tab's role.
public struct TabRole: Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}

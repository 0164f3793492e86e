/// A sidebar and detail (and optional content column); evaluated as one navigation stack over all columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let columns: TupleView<(Sidebar, Content, Detail)>
    let fileID: String
    let line: Int

    /// Three columns.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        columns = ViewBuilder.buildBlock(sidebar(), content(), detail())
        self.fileID = fileID
        self.line = line
    }

    /// Three columns with a column visibility binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, with the column an iPhone shows first (every column is evaluated here).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns with a column visibility binding and the column an iPhone shows first.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: content, detail: detail)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.navigationNodes("NavigationSplitView", root: columns, path: nil, fileID: fileID, line: line)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns with a column visibility binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns, with the column an iPhone shows first.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns with a column visibility binding and the column an iPhone shows first.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, fileID: String = #fileID, line: Int = #line, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view show.
public enum NavigationSplitViewVisibility: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }

/// A column of a split view, for `preferredCompactColumn:`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

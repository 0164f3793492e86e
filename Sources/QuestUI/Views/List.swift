/// Rows in a scrolling list: `List { … }`, `List(trips) { trip in … }`, `List($items) { $item in … }`.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A list of the closure's rows.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A list with single selection.
    public init(selection: Binding<SelectionValue?>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// A list with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        var nodes = context.container("List", content, fileID: fileID, line: line)
        let contentType = String(reflecting: Content.self)
        for index in nodes.indices { nodes[index].rowsComeFromForEach = contentType.contains("QuestUI.ForEach<") }
        return nodes
    }
}

extension List where SelectionValue == Never {
    /// A row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(fileID: fileID, line: line) { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(fileID: fileID, line: line) { ForEach(data, id: id, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row per number in a range.
    public init<RowContent: View>(_ data: Range<Int>, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(fileID: fileID, line: line) { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }
}

extension List {
    /// A row per element identified by a key path, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection, fileID: fileID, line: line) { ForEach(data, id: id, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row per element identified by a key path, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection, fileID: fileID, line: line) { ForEach(data, id: id, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row per identifiable element, with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, fileID: fileID, line: line) { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row per identifiable element, with selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, fileID: fileID, line: line) { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }
}

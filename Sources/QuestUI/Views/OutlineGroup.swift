/// A tree of rows: `OutlineGroup(root, children: \.children) { node in … }`; headlessly every level is expanded.
public struct OutlineGroup<Element, Leaf: View>: View, PrimitiveView {
    let roots: [Element]
    let children: (Element) -> [Element]?
    let leaf: (Element) -> Leaf
    let identify: (Element) -> AnyHashable
    let fileID: String
    let line: Int

    /// A tree from one root.
    public init<ID: Hashable>(_ root: Element, id: KeyPath<Element, ID>, children: KeyPath<Element, [Element]?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Element) -> Leaf) {
        self.init(roots: [root], identify: { AnyHashable($0[keyPath: id]) }, children: children, fileID: fileID, line: line, content: content)
    }

    /// A tree from several roots.
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Element, ID>, children: KeyPath<Element, [Element]?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Element) -> Leaf) where Data.Element == Element {
        self.init(roots: Array(data), identify: { AnyHashable($0[keyPath: id]) }, children: children, fileID: fileID, line: line, content: content)
    }

    init(roots: [Element], identify: @escaping (Element) -> AnyHashable, children: KeyPath<Element, [Element]?>, fileID: String, line: Int, content: @escaping (Element) -> Leaf) {
        self.roots = roots
        self.children = { $0[keyPath: children] }
        self.leaf = content
        self.identify = identify
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "OutlineGroup")
        var rows: [ViewNode] = []
        func visit(_ element: Element) {
            var rowContext = inner
            rowContext.identity += "[\(identify(element))]"
            rowContext.display.removeLast()
            rowContext.display.append("row \(rows.count + 1)")
            var row = context.renderer.node(for: leaf(element), in: rowContext)
            row.rowID = identify(element)
            rows.append(row)
            for child in children(element) ?? [] { visit(child) }
        }
        for root in roots { visit(root) }
        return [ViewNode(kind: "ForEach", children: rows, fileID: fileID, line: line, context: inner)]
    }
}

extension OutlineGroup where Element: Identifiable {
    /// A tree of identifiable elements from one root.
    public init(_ root: Element, children: KeyPath<Element, [Element]?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Element) -> Leaf) {
        self.init(roots: [root], identify: { AnyHashable($0.id) }, children: children, fileID: fileID, line: line, content: content)
    }

    /// A tree of identifiable elements from several roots.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Element, [Element]?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Element) -> Leaf) where Data.Element == Element {
        self.init(roots: Array(data), identify: { AnyHashable($0.id) }, children: children, fileID: fileID, line: line, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list: `List(folders, children: \.subfolders) { folder in … }`.
    public init<Element: Identifiable, RowContent: View>(_ data: [Element], children: KeyPath<Element, [Element]?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Element) -> RowContent) where Content == OutlineGroup<Element, RowContent> {
        self.init(fileID: fileID, line: line) {
            OutlineGroup(data, children: children, fileID: fileID, line: line, content: rowContent)
        }
    }
}

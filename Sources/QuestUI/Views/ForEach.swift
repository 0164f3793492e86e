/// One view per element of a collection, identified by the element's id: `ForEach(trips) { trip in … }`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView {
    /// The elements.
    public var data: Data
    /// Makes the view of an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    let fileID: String
    let line: Int

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ForEach")
        var rows: [ViewNode] = []
        for (index, element) in data.enumerated() {
            let id = identify(element)
            var rowContext = inner
            rowContext.identity += "[\(id)]"
            rowContext.display.removeLast()
            rowContext.display.append("row \(index + 1)")
            guard let view = content(element) as? any View else { continue }
            var row = context.renderer.node(for: view, in: rowContext)
            row.rowID = AnyHashable(id)
            rows.append(row)
        }
        return [ViewNode(kind: "ForEach", children: rows, fileID: fileID, line: line, context: inner)]
    }
}

extension ForEach: View where Content: View {
    /// Primitive.
    public var body: Never { primitiveBody }

    /// Views for identifiable elements.
    public init(_ data: Data, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        self.identify = { $0.id }
        self.fileID = fileID
        self.line = line
    }

    /// Views for elements identified by a key path: `ForEach(names, id: \.self)`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
        self.fileID = fileID
        self.line = line
    }

    /// Views for a constant range: `ForEach(0..<5) { i in … }`.
    public init(_ data: Range<Int>, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.fileID = fileID
        self.line = line
    }
}

/// A view made from a collection (`ForEach`), so rows can be deleted and moved.
@MainActor @preconcurrency public protocol DynamicViewContent: View {
    /// The collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The modified content's collection.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Deletion by swipe or Edit mode: `.onDelete { offsets in trips.remove(atOffsets: offsets) }`.
    public func onDelete(fileID: String = #fileID, line: Int = #line, perform action: (@MainActor (IndexSet) -> Void)?) -> ModifiedContent<Self, _RecordedModifier> {
        recorded("onDelete", fileID: fileID, line: line) { node in node.onDelete = action }
    }

    /// Reordering in Edit mode: `.onMove { from, to in trips.move(fromOffsets: from, toOffset: to) }`.
    public func onMove(fileID: String = #fileID, line: Int = #line, perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _RecordedModifier> {
        recorded("onMove", fileID: fileID, line: line) { node in node.onMove = action }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets, as `onDelete` delivers them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at the offsets to a destination offset, as `onMove` delivers them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let insertAt = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: insertAt)
    }
}

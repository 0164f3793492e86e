/// The rows of `List($items, editActions: .all) { $item in … }` and `ForEach($items, editActions: .delete) { … }`:
/// one row per element binding, deletable (swipe, `ViewHost.deleteRow(at:)`) and movable as `editActions` allows.
public struct EditableCollectionContent<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>: View, PrimitiveView
where Data.Element: Identifiable {
    let data: Binding<Data>
    let editActions: EditActions<Data>
    let rowContent: (Binding<Data.Element>) -> RowContent
    let fileID: String
    let line: Int

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let rows = ForEach(data, fileID: fileID, line: line, content: rowContent)
        var nodes = rows.makeNodes(in: context)
        let data = self.data
        for index in nodes.indices {
            if editActions.contains(.delete) {
                nodes[index].onDelete = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
            }
            if editActions.contains(.move) {
                nodes[index].onMove = { source, destination in data.wrappedValue.move(fromOffsets: source, toOffset: destination) }
            }
            nodes[index].modifiers.append(ModifierRecord(name: "editActions", arguments: [editActions.names], fileID: fileID, line: line))
        }
        return nodes
    }
}

/// What a person may do to a collection's rows in place: `.delete`, `.move`, `.all`.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Reordering by dragging.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Deleting by swiping.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Every edit.
    public static var all: EditActions { [.move, .delete] }

    var names: String {
        [contains(.delete) ? "delete" : nil, contains(.move) ? "move" : nil].compactMap { $0 }.joined(separator: ", ")
    }
}

extension List where SelectionValue == Never {
    /// A list of deletable or movable rows bound to a collection: `List($trips, editActions: .delete) { $trip in … }`.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == EditableCollectionContent<Data, RowContent>, Data.Element: Identifiable {
        self.init(fileID: fileID, line: line) {
            EditableCollectionContent(data: data, editActions: editActions, rowContent: rowContent, fileID: fileID, line: line)
        }
    }
}

extension ForEach where Content: View {
    /// Deletable or movable rows bound to a collection: `ForEach($trips, editActions: .all) { $trip in … }`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> RowContent
    ) where Data == [Int], ID == Int, Content == EditableCollectionContent<C, RowContent>, C.Element: Identifiable {
        let rows = EditableCollectionContent(data: data, editActions: editActions, rowContent: content, fileID: fileID, line: line)
        self.init(data: [0], content: { _ in rows }, identify: { $0 }, fileID: fileID, line: line)
    }
}

/// Toggles the enclosing list's edit mode; labelled "Edit" or "Done".
public struct EditButton: View, PrimitiveView {
    let fileID: String
    let line: Int

    /// An edit button.
    public init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let mode = context.environment.editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        var node = ViewNode(kind: "EditButton", texts: [isEditing ? "Done" : "Edit"], fileID: fileID, line: line, context: context.descending(into: "EditButton"))
        node.action = { mode?.wrappedValue = isEditing ? .inactive : .active }
        return [node]
    }
}

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
        let inner = context.descending(into: "EditButton")
        let mode = context.renderer.stored("#editMode") { StateBox(EditMode.inactive) }
        let flag = context.renderer.invalidation
        mode.onChange = { flag.mark() }
        var node = ViewNode(kind: "EditButton", texts: [mode.value.isEditing ? "Done" : "Edit"], fileID: fileID, line: line, context: inner)
        node.action = { mode.value = mode.value.isEditing ? .inactive : .active }
        return [node]
    }
}

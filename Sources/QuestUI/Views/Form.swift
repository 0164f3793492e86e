/// A settings-style form.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A form of the closure's views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("Form", content, fileID: fileID, line: line)
    }
}

/// Layers views back to front. Recorded, not laid out.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// Layers views back to front.
    public init(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("ZStack", content, fileID: fileID, line: line)
    }
}

/// The first of its views that fits; headlessly the first.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// Views to choose from.
    public init(in axes: Axis.Set = [.horizontal, .vertical], fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "ViewThatFits")
        let options = context.renderer.nodes(for: content, in: inner)
        return [ViewNode(kind: "ViewThatFits", children: Array(options.prefix(1)), fileID: fileID, line: line, context: inner)]
    }
}

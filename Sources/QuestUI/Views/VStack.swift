/// Arranges views top to bottom. Recorded, not laid out.
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// Arranges views top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("VStack", content, fileID: fileID, line: line)
    }
}

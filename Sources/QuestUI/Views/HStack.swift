/// Arranges views left to right. Recorded, not laid out.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// Arranges views left to right.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("HStack", content, fileID: fileID, line: line)
    }
}

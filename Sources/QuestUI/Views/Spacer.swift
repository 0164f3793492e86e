/// Flexible space.
public struct Spacer: View, PrimitiveView {
    let fileID: String
    let line: Int

    /// Space with an optional minimum length.
    public init(minLength: CGFloat? = nil, fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.leaf("Spacer", fileID: fileID, line: line)
    }
}

/// A separator line.
public struct Divider: View, PrimitiveView {
    let fileID: String
    let line: Int

    /// A divider.
    public init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.leaf("Divider", fileID: fileID, line: line)
    }
}

/// A scrollable region.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let fileID: String
    let line: Int

    /// A scroll view along the given axes.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("ScrollView", content, fileID: fileID, line: line, arguments: axes == .horizontal ? ["horizontal"] : [])
    }
}

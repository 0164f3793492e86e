/// The pre-iOS 16 navigation container; behaves as a `NavigationStack` without a path.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A navigation view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.navigationNodes("NavigationView", root: content, path: nil, fileID: fileID, line: line)
    }
}

/// Gives its content a proxy to scroll to a view by id; scrolling is recorded, not performed.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    let fileID: String
    let line: Int

    /// Content that may scroll.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("ScrollViewReader", content(ScrollViewProxy()), fileID: fileID, line: line)
    }
}

/// Scrolls to a view by id; headlessly nothing scrolls.
public struct ScrollViewProxy {
    /// Scrolls to the view with this id.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

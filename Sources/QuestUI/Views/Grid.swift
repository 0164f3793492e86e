/// A two-dimensional grid of `GridRow`s.
public struct Grid<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("Grid", content, fileID: fileID, line: line)
    }
}

/// A row of a `Grid`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A grid row.
    public init(alignment: VerticalAlignment? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("GridRow", content, fileID: fileID, line: line)
    }
}

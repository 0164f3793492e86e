/// A grid that grows vertically: `LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { … }`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A grid with columns.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("LazyVGrid", content, fileID: fileID, line: line)
    }
}

/// A grid that grows horizontally.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let content: Content
    let fileID: String
    let line: Int

    /// A grid with rows.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("LazyHGrid", content, fileID: fileID, line: line)
    }
}

/// A column or row of a lazy grid.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size.
    public var size: Size
    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { self.size = size }
}

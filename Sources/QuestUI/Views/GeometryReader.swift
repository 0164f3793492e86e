/// Gives its content the container's size; headlessly the size of an iPhone screen (393 × 852 points).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    let fileID: String
    let line: Int

    /// Content that reads the size.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.container("GeometryReader", content(GeometryProxy()), fileID: fileID, line: line)
    }
}

/// The size and safe area a `GeometryReader` reports.
public struct GeometryProxy {
    /// The size.
    public var size: CGSize { CGSize(width: 393, height: 852) }
    /// The safe area insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
    /// The frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space.
public enum CoordinateSpace: Sendable {
    case global, local
    case named(String)
}

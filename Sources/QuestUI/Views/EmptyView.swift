/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] { [] }
}

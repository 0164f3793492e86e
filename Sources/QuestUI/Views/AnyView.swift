/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Erases the type of a view.
    public init<V: View>(_ view: V) { self.view = view }

    /// Erases the type of a view, if it is one.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.renderer.nodes(for: view, in: context.identified(Renderer.kindName(of: type(of: view))))
    }
}

/// A piece of user interface, described by its `body`. Primitive views have `Never` as their body.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that QuestUI evaluates itself instead of asking for its `body`.
@MainActor protocol PrimitiveView {
    /// The nodes this view contributes at its place in the tree.
    func makeNodes(in context: RenderContext) -> [ViewNode]
}

extension PrimitiveView {
    /// Primitive views have no body; QuestUI calls `makeNodes(in:)` instead.
    var primitiveBody: Never { fatalError("\(Self.self) is a primitive view") }
}

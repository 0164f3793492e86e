/// Builds views from the statements of a closure: sequences become a `TupleView`, `if` an `Optional`,
/// `if`/`else` and `switch` a `_ConditionalContent`.
@MainActor @preconcurrency @resultBuilder public enum ViewBuilder {
    /// An empty closure.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view passes through.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views built from a sequence of statements.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        children.enumerated().flatMap { index, child in
            context.renderer.nodes(for: child, in: context.identified("\(index)"))
        }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` case.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): context.renderer.nodes(for: view, in: context.identified("T"))
        case .falseContent(let view): context.renderer.nodes(for: view, in: context.identified("F"))
        }
    }
}

extension Optional: View, PrimitiveView where Wrapped: View {
    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        guard let view = self else { return [] }
        return context.renderer.nodes(for: view, in: context.identified("some"))
    }
}

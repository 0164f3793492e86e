/// A reusable change to a view: `struct CardStyle: ViewModifier { func body(content: Content) -> some View }`.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` wraps, as seen inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        context.modifierContent?(context) ?? []
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies a modifier to a view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        if let builtin = modifier as? any BuiltinModifier {
            return builtin.render(content: content, in: context)
        }
        let renderer = context.renderer
        let kind = Renderer.kindName(of: Modifier.self)
        var inner = context.descending(into: kind)
        renderer.install(modifier, in: inner)
        let outerContent = context.modifierContent
        let content = self.content
        inner.modifierContent = { placement in
            var contentContext = placement
            contentContext.modifierContent = outerContent
            return renderer.nodes(for: content, in: contentContext.identified("content"))
        }
        let body = modifier.body(content: _ViewModifier_Content())
        return [ViewNode(kind: kind, children: renderer.nodes(for: body, in: inner), context: inner)]
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers in sequence.
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("ModifiedContent of modifiers is applied by QuestUI") }
}

extension View {
    /// Applies a modifier: `.modifier(CardStyle())`.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines two modifiers.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, BuiltinModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()
    /// Creates the identity modifier.
    public init() {}

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        context.renderer.nodes(for: content, in: context)
    }
}

/// A modifier QuestUI applies itself, by rendering the content and changing the resulting node or the context.
@MainActor protocol BuiltinModifier: ViewModifier where Body == Never {
    func render(content: any View, in context: RenderContext) -> [ViewNode]
}

extension BuiltinModifier {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by QuestUI") }
}

/// Records a modifier on the node it applies to, without changing behaviour: `.padding()`, `.font(.title)`.
public struct _RecordedModifier: BuiltinModifier {
    let record: ModifierRecord
    var change: (@MainActor (inout ViewNode) -> Void)?
    var environment: (@MainActor (inout EnvironmentValues) -> Void)?

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var inner = context
        if let environment { environment(&inner.environment) }
        var node = context.renderer.node(for: content, in: inner)
        node.modifiers.append(record)
        change?(&node)
        return [node]
    }
}

/// Describes a modifier argument as the learner would read it: `8.0`, `largeTitle`, `Trips`.
func describeArgument(_ value: Any) -> String {
    switch value {
    case let string as String: return string
    case let text as Text: return text.content
    case let key as LocalizedStringKey: return key.text
    case let convertible as any CustomStringConvertible: return convertible.description
    default: return String(describing: value)
    }
}

extension View {
    /// Wraps the view in a modifier that records itself on the node.
    func recorded(
        _ name: String, _ arguments: [Any] = [], fileID: String, line: Int,
        change: (@MainActor (inout ViewNode) -> Void)? = nil,
        environment: (@MainActor (inout EnvironmentValues) -> Void)? = nil
    ) -> ModifiedContent<Self, _RecordedModifier> {
        let record = ModifierRecord(name: name, arguments: arguments.map(describeArgument), fileID: fileID, line: line)
        return modifier(_RecordedModifier(record: record, change: change, environment: environment))
    }
}

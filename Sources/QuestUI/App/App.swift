/// An app: `@main struct TripsApp: App { var body: some Scene { WindowGroup { RootView() } } }`.
@MainActor @preconcurrency public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates the app.
    @MainActor @preconcurrency init()
}

extension App {
    /// The entry point `@main` calls: headlessly it evaluates the first window's content once.
    @MainActor public static func main() {
        let app = Self()
        if let window = app.body as? any RootViewProviding {
            _ = ViewHost(AnyView(erasing: window.rootView) ?? AnyView(EmptyView()))
        }
    }
}

/// The content of an app's first window: what a check evaluates when the learner's view gets its environment from the
/// app (`WindowGroup { ContentView().environment(store) }`), as on a device.
public enum AppWindow {
    /// The first window group's content of `app`, nil when its scenes have none.
    @MainActor public static func content(of app: some App) -> AnyView? {
        (app.body as? any RootViewProviding).flatMap { AnyView(erasing: $0.rootView) }
    }
}

/// A part of an app's interface: a window group, settings, a document group.
@MainActor @preconcurrency public protocol Scene {
    /// The scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene that can give the host its root view.
@MainActor protocol RootViewProviding {
    var rootView: any View { get }
}

/// Windows showing the same content.
public struct WindowGroup<Content: View>: Scene, RootViewProviding {
    let content: Content

    /// A window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window group.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Primitive.
    public var body: Never { fatalError("primitive scene") }
    var rootView: any View { content }
}

/// A settings window (macOS).
public struct Settings<Content: View>: Scene {
    /// A settings scene.
    public init(@ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: Never { fatalError("primitive scene") }
}

/// Builds scenes.
@MainActor @preconcurrency @resultBuilder public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene(value: (repeat each content))
    }
    /// An `if` without `else`.
    public static func buildIf<Content: Scene>(_ content: Content?) -> Content? { content }
}

/// Scenes built from several statements.
public struct TupleScene<T>: Scene {
    let value: T
    /// Primitive.
    public var body: Never { fatalError("primitive scene") }
}

extension Optional: Scene where Wrapped: Scene {
    /// Primitive.
    public var body: Never { fatalError("primitive scene") }
}

/// A scene with a modifier applied: an environment modifier applies to every window's content, as on a device
/// (`WindowGroup { ContentView() }.environment(store)`); the others are accepted and ignored.
public struct ModifiedScene<Content: Scene>: Scene, RootViewProviding {
    let content: Content
    /// What the modifier does to the window's content (nothing, for most).
    var wrap: @MainActor (AnyView) -> any View = { $0 }
    /// Primitive.
    public var body: Never { fatalError("primitive scene") }
    var rootView: any View {
        let inner = (content as? any RootViewProviding)?.rootView ?? EmptyView()
        return wrap(AnyView(erasing: inner) ?? AnyView(EmptyView()))
    }
}

extension Scene {
    /// Puts an `ObservableObject` into every window's environment.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.environmentObject(object) }
    }
    /// Puts an `@Observable` object into every window's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.environment(object) }
    }
    /// Sets an environment value for every window.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.environment(keyPath, value) }
    }
    /// Runs when a value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedScene<Self> { ModifiedScene(content: self) }
    /// Runs when a value changes (before iOS 17).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedScene<Self> { ModifiedScene(content: self) }
    /// Opens links in every window: the window's content gets the view modifier, as links reach a view on iOS.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.onOpenURL(perform: action) }
    }
    /// Which links open a new window (iPad and Mac); the one window handles them all here.
    public func handlesExternalEvents(matching conditions: Set<String>) -> ModifiedScene<Self> { ModifiedScene(content: self) }
    /// Window style and commands are accepted and ignored.
    public func commands<C>(@ViewBuilder content: () -> C) -> ModifiedScene<Self> { ModifiedScene(content: self) }
}

/// Previews in Xcode's canvas; compiled headlessly, never shown.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// A device for `.previewDevice(_:)`.
public struct PreviewDevice: ExpressibleByStringLiteral, Sendable {
    /// The device name.
    public let rawValue: String
    /// A device.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device from a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// A layout for `.previewLayout(_:)`.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// The preview device; recorded.
    public func previewDevice(_ value: PreviewDevice?) -> some View { recorded("previewDevice", [value?.rawValue ?? ""], fileID: "", line: 0) }
    /// The preview layout; recorded.
    public func previewLayout(_ value: PreviewLayout) -> some View { recorded("previewLayout", fileID: "", line: 0) }
    /// The preview name; recorded.
    public func previewDisplayName(_ value: String?) -> some View { recorded("previewDisplayName", [value ?? ""], fileID: "", line: 0) }
    /// The preview orientation; recorded.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { recorded("previewInterfaceOrientation", fileID: "", line: 0) }
}

/// Device orientations.
public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

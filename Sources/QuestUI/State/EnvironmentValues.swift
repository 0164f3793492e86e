/// A key for a value in the environment, with the value used when no ancestor sets one.
public protocol EnvironmentKey {
    /// The type of value.
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors: built-in ones (`dismiss`, `isPresented`, `colorScheme`) and the
/// learner's own `EnvironmentKey`s, plus objects put in with `.environment(_:)` and `.environmentObject(_:)`.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var observableObjects: [ObjectIdentifier: AnyObject] = [:]

    /// Default values.
    public init() {}

    /// The value for a key, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] { return value as! Key.Value }
            return Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The keys set, for debugging.
    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }

    // Built-in values. Each is read by learner code; the host sets the ones it gives meaning to.

    /// Dismisses the presented sheet or pops the navigation destination this view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// True inside a presented sheet or a pushed destination.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The pre-iOS 15 way to dismiss: `presentationMode.wrappedValue.dismiss()`.
    public var presentationMode: Binding<PresentationMode> {
        get {
            let action = dismiss
            let presented = isPresented
            return .constant(PresentationMode(isPresented: presented, action: action))
        }
        set {}
    }

    /// Opens a URL; headlessly it records nothing and reports the URL as handled.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The edit mode of the enclosing list, if any.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Compact on iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Regular on iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// True while the enclosing search field is active.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the enclosing search.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Whether controls are enabled (`.disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether taps reach the controls inside (`.allowsHitTesting(false)` turns it off without greying them out,
    /// so `isEnabled` stays as it was).
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }

    /// Whether a control's action runs when tapped: enabled, and reached by taps.
    var actsOnTaps: Bool { isEnabled && allowsHitTesting }

    /// The app's scene phase; always active headlessly.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The locale.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } } }
struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }
struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct AllowsHitTestingKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current } }
struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }

/// Dismisses the current presentation: `dismiss()`.
public struct DismissAction {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    /// Dismisses.
    @MainActor public func callAsFunction() { action() }
}

/// Ends the current search: `dismissSearch()`.
public struct DismissSearchAction {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

/// The pre-iOS 15 presentation state.
public struct PresentationMode {
    /// Whether the view is presented.
    public var isPresented: Bool
    let action: DismissAction
    init(isPresented: Bool, action: DismissAction) {
        self.isPresented = isPresented
        self.action = action
    }
    /// Dismisses the view.
    @MainActor public mutating func dismiss() { action() }
}

/// Opens URLs: `openURL(url)`.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        /// The handler handled the URL.
        public static let handled = Result(name: "handled")
        /// The handler did not handle the URL.
        public static let discarded = Result(name: "discarded")
        /// The system should handle the URL.
        public static let systemAction = Result(name: "systemAction")
        /// The system should handle another URL.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
    let handler: @MainActor (URL) -> Result
    /// An action with a handler.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }
    /// Opens the URL.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens the URL and reports whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name != "discarded")
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// True while editing.
    public var isEditing: Bool { self != .inactive }
}

/// Compact or regular width or height.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Whether the app is in the foreground.
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

/// Left to right or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Dynamic Type sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

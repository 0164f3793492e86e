// Gestures are accepted and recorded; only taps (`onTapGesture`, `TapGesture`) can be driven by the host.

/// A gesture.
@MainActor @preconcurrency public protocol Gesture {
    /// The gesture's value.
    associatedtype Value
}

extension Gesture {
    /// Runs when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Runs when the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }
    /// Updates gesture state.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
}

/// A tap.
public struct TapGesture: Gesture {
    /// Its value.
    public typealias Value = Void
    /// A tap gesture.
    public init(count: Int = 1) {}
}

/// A long press.
public struct LongPressGesture: Gesture {
    /// Its value.
    public typealias Value = Bool
    /// A long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// The location.
        public var location: CGPoint
        /// The start location.
        public var startLocation: CGPoint
        /// The translation.
        public var translation: CGSize
        /// The predicted end translation.
        public var predictedEndTranslation: CGSize
    }
    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    /// The magnification.
    public struct Value: Equatable, Sendable {
        /// The magnification.
        public var magnification: CGFloat
    }
    /// A magnify gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// The pre-iOS 17 pinch.
public struct MagnificationGesture: Gesture {
    /// The magnification.
    public typealias Value = CGFloat
    /// A magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation.
public struct RotationGesture: Gesture {
    /// The angle.
    public typealias Value = Angle
    /// A rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State that lasts while a gesture is active.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    /// Gesture state with a reset value.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Gesture state with a reset value.
    public init(initialValue: Value) { initial = initialValue }
    /// The value, which is its reset value headlessly.
    public var wrappedValue: Value { initial }
    /// Itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// Attaches a gesture (recorded).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("gesture", [Renderer.kindName(of: G.self)], fileID: fileID, line: line)
    }
    /// Attaches a gesture alongside others (recorded).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("simultaneousGesture", [Renderer.kindName(of: G.self)], fileID: fileID, line: line)
    }
    /// Attaches a gesture before others (recorded).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("highPriorityGesture", [Renderer.kindName(of: G.self)], fileID: fileID, line: line)
    }
    /// Matches geometry with a view in another place (recorded).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("matchedGeometryEffect", ["\(id)"], fileID: fileID, line: line)
    }
}

/// Which gestures are enabled.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// From bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// All.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Which geometry to match.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// From bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// Size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry: `@Namespace private var animation`.
@propertyWrapper public struct Namespace: DynamicProperty {
    /// A namespace.
    public init() {}
    /// Its identifier.
    public var wrappedValue: ID { ID() }
    /// A namespace identifier.
    public struct ID: Hashable, Sendable {}
}

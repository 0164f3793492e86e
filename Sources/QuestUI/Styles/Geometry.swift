// Value types that layout-related modifiers take. QuestUI records them; it does not lay views out.

/// Horizontal alignment.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The name.
    public let description: String
    /// Leading.
    public static let leading = HorizontalAlignment(description: "leading")
    /// Centre.
    public static let center = HorizontalAlignment(description: "center")
    /// Trailing.
    public static let trailing = HorizontalAlignment(description: "trailing")
    /// First text line's leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(description: "listRowSeparatorLeading")
}

/// Vertical alignment.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The name.
    public let description: String
    /// Top.
    public static let top = VerticalAlignment(description: "top")
    /// Centre.
    public static let center = VerticalAlignment(description: "center")
    /// Bottom.
    public static let bottom = VerticalAlignment(description: "bottom")
    /// First text baseline.
    public static let firstTextBaseline = VerticalAlignment(description: "firstTextBaseline")
    /// Last text baseline.
    public static let lastTextBaseline = VerticalAlignment(description: "lastTextBaseline")
}

/// Two-dimensional alignment.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    /// Horizontal part.
    public var horizontal: HorizontalAlignment
    /// Vertical part.
    public var vertical: VerticalAlignment
    /// An alignment from its parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The name.
    public var description: String { "\(vertical)\(horizontal)" }
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Text alignment.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Edges from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Top.
        public static let top = Set(.top)
        /// Leading.
        public static let leading = Set(.leading)
        /// Bottom.
        public static let bottom = Set(.bottom)
        /// Trailing.
        public static let trailing = Set(.trailing)
        /// All edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on each edge.
public struct EdgeInsets: Equatable, Sendable {
    /// Top.
    public var top: CGFloat
    /// Leading.
    public var leading: CGFloat
    /// Bottom.
    public var bottom: CGFloat
    /// Trailing.
    public var trailing: CGFloat
    /// Insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Horizontal or vertical.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Axes from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Horizontal.
        public static let horizontal = Set(rawValue: 1)
        /// Vertical.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A point in unit coordinates.
public struct UnitPoint: Hashable, Sendable {
    /// x.
    public var x: CGFloat
    /// y.
    public var y: CGFloat
    /// A point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// Centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// Top.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// Bottom.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// Leading.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// Trailing.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// Top leading.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// Top trailing.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// Bottom leading.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// Bottom trailing.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle.
public struct Angle: Hashable, Comparable, Sendable {
    /// Radians.
    public var radians: Double
    /// Degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Zero.
    public static let zero = Angle(radians: 0)
    /// Ordering.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Fit or fill.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Views pinned in lazy stacks.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// From bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Automatic, visible or hidden.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// Size proposals for `.presentationDetents`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// Half height.
    public static let medium = PresentationDetent(name: "medium")
    /// Full height.
    public static let large = PresentationDetent(name: "large")
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// An animation; recorded, never played. Its duration (0.35 s unless given, SwiftUI's default) is when
/// `withAnimation(_:_:completion:)` calls its completion on the host's virtual clock.
public struct Animation: Equatable, Sendable {
    let name: String
    var duration: Double = 0.35
    var delayed: Double = 0
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// Spring.
    public static let spring = Animation(name: "spring")
    /// Bouncy.
    public static let bouncy = Animation(name: "bouncy")
    /// Smooth.
    public static let smooth = Animation(name: "smooth")
    /// Snappy.
    public static let snappy = Animation(name: "snappy")
    /// Interactive spring.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// Linear with a duration.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    /// Ease in and out with a duration.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    /// Ease in with a duration.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// Ease out with a duration.
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring with a duration.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation(name: "spring", duration: duration) }
    /// Delayed.
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delayed = delay; return copy }
    /// Sped up or slowed down.
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.duration = speed > 0 ? duration / speed : duration; return copy }
    /// Repeated.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// Repeated a number of times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs the changes at once; animations are not played headlessly.
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation is logically done (the default).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When it is done and removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs the changes at once and calls `completion` when the animation would end: after its delay and duration on the
/// host's virtual clock (`ViewHost.advance(by:)`), never at once; a nil animation completes on the next advance.
@MainActor public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try body()
    let seconds = animation.map { $0.delayed + $0.duration } ?? 0
    (VirtualClock.current ?? VirtualClock.shared).schedule(after: .seconds(seconds), repeats: false, completion)
    return result
}

/// A transition; recorded, never played.
public struct AnyTransition: Sendable {
    let name: String
    /// Opacity.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slide.
    public static let slide = AnyTransition(name: "slide")
    /// Scale.
    public static let scale = AnyTransition(name: "scale")
    /// Identity.
    public static let identity = AnyTransition(name: "identity")
    /// Move from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Push from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Scale with an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// Different insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Combined with another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// With an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

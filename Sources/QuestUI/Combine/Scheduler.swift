/// Something that runs work now or later: `RunLoop.main`, `DispatchQueue.main`, `OperationQueue.main`,
/// `ImmediateScheduler.shared`. Headlessly no time passes between actions, so QuestUI's schedulers run work at once
/// (see Docs/QuestUI.md, "Combine").
public protocol Scheduler<SchedulerTimeType> {
    /// An instant on the scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduled work.
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action`.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (at once, headlessly).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action`.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date` (at once, headlessly).
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A duration written the way schedulers take it: `.milliseconds(300)`, `.seconds(0.5)`.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A headless scheduler's clock reading, shared by QuestUI's schedulers (each names it `SchedulerTimeType`).
public struct SchedulerInstant: Strideable, Hashable, Sendable {
    /// The wall-clock date.
    public var date: Date

    /// The instant at `date`.
    public init(_ date: Date) { self.date = date }

    /// The time from this instant to `other`.
    public func distance(to other: SchedulerInstant) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    /// The instant `n` later.
    public func advanced(by n: Stride) -> SchedulerInstant { SchedulerInstant(date.addingTimeInterval(n.timeInterval)) }

    /// A span of time in seconds: `.milliseconds(300)`, `0.5`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        /// The length in seconds.
        public var magnitude: TimeInterval
        /// The length in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// A span of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// A span of `value` seconds: `debounce(for: 0.3, …)`.
        public init(floatLiteral value: Double) { magnitude = value }
        /// A span of `value` seconds: `debounce(for: 1, …)`.
        public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
        /// A span of `source` seconds.
        public init?<T: BinaryInteger>(exactly source: T) { magnitude = TimeInterval(source) }

        /// Whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// Seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// Milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        /// Microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        /// Nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

        /// Shorter first.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// Sum.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        /// Difference.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        /// Product.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        /// Adds in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

/// Options of QuestUI's schedulers; there are none, because scheduled work runs at once.
public struct HeadlessSchedulerOptions: Sendable {
    /// No options.
    public init() {}
}

extension RunLoop: Scheduler {
    /// The run loop's clock.
    public typealias SchedulerTimeType = SchedulerInstant
    /// No options apply headlessly.
    public typealias SchedulerOptions = HeadlessSchedulerOptions
    /// Now.
    public var now: SchedulerInstant { SchedulerInstant(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerInstant.Stride { 0 }
    /// Runs `action` at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` at once: headlessly, no time passes.
    public func schedule(after date: SchedulerInstant, tolerance: SchedulerInstant.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension DispatchQueue: Scheduler {
    /// The queue's clock.
    public typealias SchedulerTimeType = SchedulerInstant
    /// No options apply headlessly.
    public typealias SchedulerOptions = HeadlessSchedulerOptions
    /// Now.
    public var now: SchedulerInstant { SchedulerInstant(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerInstant.Stride { 0 }
    /// Runs `action` at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` at once: headlessly, no time passes.
    public func schedule(after date: SchedulerInstant, tolerance: SchedulerInstant.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension OperationQueue: Scheduler {
    /// The queue's clock.
    public typealias SchedulerTimeType = SchedulerInstant
    /// No options apply headlessly.
    public typealias SchedulerOptions = HeadlessSchedulerOptions
    /// Now.
    public var now: SchedulerInstant { SchedulerInstant(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerInstant.Stride { 0 }
    /// Runs `action` at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` at once: headlessly, no time passes.
    public func schedule(after date: SchedulerInstant, tolerance: SchedulerInstant.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

/// A scheduler that runs work at once, on the caller's thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The clock.
    public typealias SchedulerTimeType = SchedulerInstant
    /// No options.
    public typealias SchedulerOptions = HeadlessSchedulerOptions
    /// The scheduler.
    public static let shared = ImmediateScheduler()
    /// Now.
    public var now: SchedulerInstant { SchedulerInstant(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerInstant.Stride { 0 }
    /// Runs `action` at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` at once.
    public func schedule(after date: SchedulerInstant, tolerance: SchedulerInstant.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

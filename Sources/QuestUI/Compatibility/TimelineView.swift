/// A view that redraws on a schedule: `TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }`.
/// Headlessly it evaluates its content once per render, with the current date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content closure receives.
    public struct Context {
        /// The date of this update.
        public let date: Date
        /// How often the view updates.
        public let cadence: Cadence

        /// How often a timeline view updates.
        public enum Cadence: Comparable, Sendable {
            /// Continuously.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    let fileID: String
    let line: Int

    /// A view updated at the dates `schedule` lists.
    public init(_ schedule: Schedule, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "TimelineView")
        let date = schedule.entries(from: Date(), mode: .normal).first(where: { _ in true }) ?? Date()
        let children = context.renderer.nodes(for: content(TimelineViewDefaultContext(date: date, cadence: .seconds)), in: inner)
        return [ViewNode(kind: "TimelineView", children: children, fileID: fileID, line: line, context: inner)]
    }
}

/// The context every `TimelineView` content closure receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// Whether a schedule runs at full or reduced frequency.
public enum TimelineScheduleMode: Sendable {
    /// Full frequency.
    case normal
    /// Reduced, as in the Always On display.
    case lowFrequency
}

/// The dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
    /// The dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Updates every `interval` seconds from a start date: `.periodic(from: .now, by: 1)`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule starting at `startDate`, one entry every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let elapsed = max(0, startDate.timeIntervalSince(self.startDate))
        let first = interval > 0 ? self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval) : startDate
        let step = interval
        return sequence(first: first) { step > 0 ? $0.addingTimeInterval(step) : nil }
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule.
    public init() {}

    /// The start of each minute from the one containing `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let first = Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        return sequence(first: first) { $0.addingTimeInterval(60) }
    }
}

/// Updates as often as an animation would.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: TimeInterval?
    let paused: Bool

    /// A schedule at most once every `minimumInterval` seconds, or stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Entries about 1/60 s apart (or `minimumInterval` apart).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let step = minimumInterval ?? 1.0 / 60
        let paused = self.paused
        return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(step) }
    }
}

/// Updates at the listed dates only.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of the given dates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// One update every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// One update at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates as often as an animation.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates as often as an animation, at most once every `minimumInterval` seconds, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

public import Foundation

/// Time as a `ViewHost` sees it: it stands still until a checker moves it with `advance(by:)`.
///
/// Learner code reaches it without being changed: QuestUI's `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` shadow
/// the standard library's (a module's declaration shadows the same one in a module it imports), `Timer.publish`
/// and `withAnimation(_:_:completion:)` schedule here, and the grader compiles a one-line `Timer.scheduledTimer`
/// forwarder into the learner's module (Foundation's `Timer` cannot be shadowed from QuestUI; see Docs/QuestUI.md).
/// Each host has its own clock, bound as a task-local value while the host runs learner code, so unstructured
/// `Task { … }` started from a button inherit it; code run outside any host uses `VirtualClock.shared`.
public final class VirtualClock: @unchecked Sendable {
    /// The clock learner code running now belongs to.
    @TaskLocal public static var current: VirtualClock?
    /// The clock of code that runs outside any host (a check calling a learner's function directly).
    public static let shared = VirtualClock()
    /// The host task (`.task` work) running now, so the host can tell a task asleep from one still working.
    @TaskLocal static var owner: String?
    /// The clock learner code should use now: its host's, or the shared one.
    static var active: VirtualClock { current ?? shared }

    // Everything below is read and changed under `lock`: a Combine timer connects from whatever thread subscribes.
    private let lock = NSLock()
    private var elapsed: Duration = .zero
    private var alarms: [Alarm] = []
    private var nextAlarm = 0
    private var cancellations: [Int: @Sendable () -> Void] = [:]
    private var sleepingOwners: [String: Int] = [:]
    private var startedTasks = 0

    /// Something due at a time: a sleeping task to resume or a timer to fire.
    private struct Alarm {
        let id: Int
        var deadline: Duration
        let interval: Duration?
        let fire: @MainActor () -> Void
    }

    /// A new clock at zero.
    public init() {}

    /// How long the clock has been running: moved only by `advance(by:)`.
    public var now: Duration { lock.withLock { elapsed } }
    /// The date `now` stands for: a fixed start (2026-01-01 UTC) plus `now`, so dates in outputs are stable.
    public var date: Date { Self.start.addingTimeInterval(Self.seconds(now)) }
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// How many sleeps and timers are waiting for time to pass.
    public var pendingCount: Int { lock.withLock { alarms.count } }

    /// The time of the next sleep or timer due, if any.
    public var nextDeadline: Duration? { lock.withLock { alarms.map(\.deadline).min() } }

    /// True while a task started under `owner` sleeps on this clock.
    func isSleeping(owner: String) -> Bool { lock.withLock { sleepingOwners[owner, default: 0] > 0 } }

    /// A number for the next task a host starts, so a restarted task is told from the one it replaced.
    func nextTaskNumber() -> Int {
        lock.withLock {
            startedTasks += 1
            return startedTasks
        }
    }

    /// Suspends until `duration` has passed on this clock; throws `CancellationError` when the task is cancelled
    /// first, as `Task.sleep` does.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let owner = Self.owner
        let id = lock.withLock {
            nextAlarm += 1
            if let owner { sleepingOwners[owner, default: 0] += 1 }
            return nextAlarm
        }
        defer { lock.withLock { if let owner { sleepingOwners[owner, default: 1] -= 1 } } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.withLock {
                    alarms.append(Alarm(id: id, deadline: elapsed + max(duration, .zero), interval: nil) { continuation.resume() })
                    cancellations[id] = { continuation.resume(throwing: CancellationError()) }
                }
            }
        } onCancel: {
            cancelSleep(id)
        }
    }

    private func cancelSleep(_ id: Int) {
        let cancel = lock.withLock {
            alarms.removeAll { $0.id == id }
            return cancellations.removeValue(forKey: id)
        }
        cancel?()
    }

    /// Calls `fire` every `interval` (or once, when `repeats` is false) from now on, until the returned id is
    /// passed to `cancelTimer(_:)`.
    @discardableResult
    public func schedule(after interval: Duration, repeats: Bool, _ fire: @escaping @MainActor () -> Void) -> Int {
        let step = max(interval, .milliseconds(1))
        return lock.withLock {
            nextAlarm += 1
            alarms.append(Alarm(id: nextAlarm, deadline: elapsed + step, interval: repeats ? step : nil, fire: fire))
            return nextAlarm
        }
    }

    /// Stops a timer `schedule` started; nothing happens when it already fired for the last time.
    public func cancelTimer(_ id: Int) {
        lock.withLock { alarms.removeAll { $0.id == id } }
    }

    /// Moves time forward by `duration`: every sleep and timer due on the way resumes or fires in deadline order
    /// (ties in the order they were scheduled), and `settle` runs after each so the woken code reaches its next
    /// suspension before the next one is due.
    /// With `firingAtMost`, time stops at the alarm that fired last once that many have fired (a timer ticking ten
    /// times a second would otherwise run 600 times in a minute): the duration is then cut short.
    @MainActor public func advance(
        by duration: Duration, firingAtMost limit: Int = .max,
        settle: @MainActor () async -> Void = { await VirtualClock.yieldMainActor() }
    ) async {
        let target = now + max(duration, .zero)
        var fired = 0
        while fired < limit, let next = takeAlarm(dueBy: target) {
            // What the alarm runs is learner code (a timer's block, an asyncAfter's work, a debounced value): the
            // timers and delays it starts in turn belong on this clock too.
            Self.$current.withValue(self) { next.fire() }
            fired += 1
            await settle()
        }
        if fired < limit { lock.withLock { elapsed = target } }
    }

    /// The next alarm due by `target`, with the clock moved to its deadline and the alarm rescheduled or removed.
    private func takeAlarm(dueBy target: Duration) -> Alarm? {
        lock.withLock {
            guard let next = alarms.filter({ $0.deadline <= target }).min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }),
                  let index = alarms.firstIndex(where: { $0.id == next.id }) else { return nil }
            elapsed = next.deadline
            if let interval = next.interval {
                alarms[index].deadline = next.deadline + interval
            } else {
                alarms.remove(at: index)
                cancellations[next.id] = nil
            }
            return next
        }
    }

    /// Lets main-actor work that is ready (a resumed task, a `Task { … }` a button or an `.onChange` started) run until
    /// it suspends: every job is queued on the one main executor. 32 turns were not always enough in a release build
    /// (a debounce `Task` in `.onChange` had not reached its sleep in 2 of 9 gradings; measured, 2026-12-06); with 256
    /// it had in 23 of 23.
    @MainActor public static func yieldMainActor(turns: Int = 256) async {
        for _ in 0..<turns { await Task.yield() }
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension Task where Success == Never, Failure == Never {
    /// Sleeps on the virtual clock of the host running this code (QuestUI): no real time passes, and the task
    /// resumes when a checker advances the clock past the deadline. Shadows the standard library's.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await VirtualClock.active.sleep(for: duration)
    }

    /// Sleeps on the virtual clock of the host running this code (QuestUI). Shadows the standard library's.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await VirtualClock.active.sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

import Foundation

/// How a time operator (`debounce`, `throttle`, `delay`) holds values back.
enum TimedDeliveryRule {
    /// A value once no other came for the duration.
    case debounce(Duration)
    /// At most one value per duration: the first at once, then the first or latest of each window at its end.
    case throttle(Duration, latest: Bool)
    /// Each value, the duration after it came.
    case delay(Duration)

    /// The duration of a scheduler's stride: QuestUI's schedulers all measure in `SchedulerInstant.Stride`.
    static func duration<Stride>(_ stride: Stride) -> Duration? {
        (stride as? SchedulerInstant.Stride).map { .nanoseconds(Int64(($0.timeInterval * 1e9).rounded())) }
    }
}

/// Between a time operator's upstream and its subscriber: values sent while a host runs learner code (a keystroke, a
/// tap, a `.task`) are held back on that host's virtual clock (`VirtualClock.current`), so a checker sees a debounced
/// search filter only once it advances the clock past the quiet time, as a person would. Values sent outside any host
/// (a test calling a model directly) are delivered at once, as before the clock existed.
final class TimedDelivery<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let rule: TimedDeliveryRule?
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    /// The alarms scheduled and not yet fired, by the clock they are on, so `cancel()` can stop them.
    private var alarms: [(clock: VirtualClock, id: Int)] = []
    /// debounce: the value waiting for quiet. throttle: the value kept for the end of the window.
    private var held: Input?
    private var debounceAlarm: (clock: VirtualClock, id: Int)?
    private var windowOpen = false
    private var cancelled = false

    init(downstream: Downstream, rule: TimedDeliveryRule?) {
        self.downstream = downstream
        self.rule = rule
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let rule, let clock = VirtualClock.current else { return downstream.receive(input) }
        switch rule {
        case .debounce(let quiet):
            let earlier = lock.withLock {
                held = input
                defer { debounceAlarm = nil }
                return debounceAlarm
            }
            if let earlier { clock.cancelTimer(earlier.id) }
            let id = clock.schedule(after: quiet, repeats: false) { [self] in
                let value = lock.withLock {
                    defer { held = nil; debounceAlarm = nil }
                    return cancelled ? nil : held
                }
                if let value { _ = downstream.receive(value) }
            }
            lock.withLock { debounceAlarm = (clock, id) }
        case .throttle(let window, let latest):
            let deliverNow = lock.withLock {
                if windowOpen {
                    if latest || held == nil { held = input }
                    return false
                }
                windowOpen = true
                return true
            }
            if deliverNow {
                _ = downstream.receive(input)
                closeWindow(after: window, on: clock)
            }
        case .delay(let interval):
            // Values travel from the thread that sent them to the main actor the clock fires on, as Combine's do.
            let value = UncheckedValue(value: input)
            schedule(after: interval, on: clock) { [self] in _ = downstream.receive(value.value) }
        }
        return .none
    }

    /// Ends the throttle window after `window`: delivers the value kept during it (opening the next window), if any.
    private func closeWindow(after window: Duration, on clock: VirtualClock) {
        schedule(after: window, on: clock) { [self] in
            let value = lock.withLock {
                defer { held = nil }
                if held == nil { windowOpen = false }
                return held
            }
            if let value {
                _ = downstream.receive(value)
                closeWindow(after: window, on: clock)
            }
        }
    }

    private func schedule(after duration: Duration, on clock: VirtualClock, _ fire: @escaping @MainActor () -> Void) {
        let id = clock.schedule(after: duration, repeats: false) { [self] in
            guard !lock.withLock({ cancelled }) else { return }
            fire()
        }
        lock.withLock { alarms.append((clock, id)) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        // A debounce's waiting value goes out before the end, as a completed search would still show its last query.
        let value: Input? = lock.withLock {
            guard case .debounce = rule else { return nil }
            defer { held = nil }
            return held
        }
        if let value { _ = downstream.receive(value) }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let (subscription, pending) = lock.withLock {
            cancelled = true
            defer { upstream = nil; alarms = [] }
            return (upstream, alarms + (debounceAlarm.map { [$0] } ?? []))
        }
        for alarm in pending { alarm.clock.cancelTimer(alarm.id) }
        subscription?.cancel()
    }
}

/// A value handed from the sender's thread to the clock's main actor: Combine's own operators make no Sendable
/// demands of their values either.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
}

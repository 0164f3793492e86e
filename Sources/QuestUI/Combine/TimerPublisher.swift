// Timers: `Timer.publish(every:on:in:)` and `autoconnect()`, ticking on the host's virtual clock.

/// A publisher that starts only when connected, or on subscription after `autoconnect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects when subscribed; `timer.upstream.connect().cancel()` stops the timer.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public final let upstream: Upstream

        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        private let lock = NSLock()
        private var connection: (any Cancellable)?

        /// Attaches a subscriber and connects the upstream, once: the connection lasts as long as this publisher or
        /// any subscription to it, as in Combine, so `Timer.publish(…).autoconnect().sink { … }.store(in: &bag)`
        /// keeps ticking after the publisher itself is gone.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let kept = KeptConnection()
            upstream.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: { subscriber.receive(subscription: $0) },
                receiveValue: { value in
                    withExtendedLifetime(kept) { subscriber.receive(value) }
                },
                receiveCompletion: { subscriber.receive(completion: $0) }
            ))
            lock.lock()
            defer { lock.unlock() }
            if connection == nil { connection = upstream.connect() }
            kept.connection = connection
        }
    }
}

/// The connection an autoconnected subscription holds on to (its subscriber keeps this box).
private final class KeptConnection: @unchecked Sendable {
    var connection: (any Cancellable)?
}

extension Timer {
    /// A timer's ticks, on the virtual clock of the host that connected it (`ViewHost.advance(by:)`).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// A date per tick.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never
        /// The interval.
        public let interval: TimeInterval
        /// The allowed lateness.
        public let tolerance: TimeInterval?
        /// The run loop it would fire on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// The scheduler options.
        public let options: RunLoop.SchedulerOptions?
        private let core = SubjectCore<Date, Never>()

        /// A timer publisher, not yet connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            core.attach(subscriber)
        }

        /// Starts the timer on the virtual clock of the host running this code (it ticks when a checker advances
        /// time, with the clock's date); cancelling stops it and finishes its subscribers.
        public func connect() -> any Cancellable {
            let core = self.core
            let clock = VirtualClock.current ?? VirtualClock.shared
            let id = clock.schedule(after: .seconds(interval), repeats: true) { core.send(clock.date) }
            return AnyCancellable {
                clock.cancelTimer(id)
                core.send(completion: .finished)
            }
        }
    }

    /// A publisher of ticks: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }
}

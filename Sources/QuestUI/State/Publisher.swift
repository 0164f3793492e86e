// The small part of Combine that SwiftUI code reaches for timers and `onReceive`: `Timer.publish(…).autoconnect()`,
// `sink`, and `.onReceive(_:perform:)`. Publishers here never fire on their own; they compile and are recorded.

/// Something that delivers values over time.
public protocol Publisher {
    /// The value type.
    associatedtype Output
    /// The failure type.
    associatedtype Failure: Error
}

/// A timer publisher; headlessly it never fires.
public struct TimerPublisher: Publisher {
    /// A date per tick.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never
    /// The interval.
    public let interval: TimeInterval

    /// Starts on subscription.
    public func autoconnect() -> TimerPublisher { self }

    /// Receives ticks; headlessly none arrive.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }
}

extension Timer {
    /// A publisher of ticks: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

extension ObservableObjectPublisher: Publisher {
    /// No value, only the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never
}

extension View {
    /// Runs when the publisher delivers a value (recorded; publishers do not fire headlessly).
    public func onReceive<P: Publisher>(_ publisher: P, fileID: String = #fileID, line: Int = #line, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        recorded("onReceive", [Renderer.kindName(of: P.self)], fileID: fileID, line: line)
    }
}

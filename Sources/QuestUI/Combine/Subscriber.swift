/// Receives a subscription, then values and a completion, from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The value type.
    associatedtype Input
    /// The failure type.
    associatedtype Failure: Error

    /// Called once, first; the subscriber requests values through the subscription.
    func receive(subscription: any Subscription)
    /// Receives one value and returns how many more values it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once, last.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The link between a publisher and one subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of subscriber types and their values.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many values a subscriber wants: a count, or `unlimited`.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The count, or nil when unlimited.
        public let max: Int?

        private init(max: Int?) { self.max = max }

        /// Every value.
        public static let unlimited = Demand(max: nil)
        /// No more values.
        public static let none = Demand(max: 0)
        /// Up to `value` values.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(max: value)
        }

        /// Sums two demands; anything plus `unlimited` is `unlimited`.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(max: sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a count.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        /// Takes a count away, never below zero; `unlimited` stays `unlimited`.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            return Demand(max: Swift.max(0, left - rhs))
        }

        /// Takes `rhs` away from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether `lhs` asks for fewer values; `unlimited` is the largest.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case let (left?, right?): left < right
            case (_?, nil): true
            case (nil, _): false
            }
        }

        /// Whether more than `rhs` values are wanted.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }

        /// `unlimited` or `max(n)`.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A unique identity for a subscriber or subscription.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    /// A new identity.
    public init() {
        value = Self.lock.withLock {
            Self.next += 1
            return Self.next
        }
    }

    /// The identity of an object.
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The number behind the identity.
    public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type with a `CombineIdentifier`; classes get theirs from their object identity.
public protocol CustomCombineIdentifierConvertible {
    /// The identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Namespace of subscription helpers.
public enum Subscriptions {
    /// A subscription that does nothing, for publishers that complete at once.
    public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription `Subscriptions.empty` returns.
private struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

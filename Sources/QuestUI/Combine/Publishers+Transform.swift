extension Publishers {
    /// Changes each value: `map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are changed.
        public let upstream: Upstream
        /// The change.
        public let transform: (Upstream.Output) -> Output

        /// A mapping of `upstream`'s values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { subscriber.receive(transform($0)) })
        }
    }

    /// Keeps the values that pass a test: `filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A filter of `upstream`'s values.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { value in
                isIncluded(value) ? subscriber.receive(value) : .max(1)
            })
        }
    }

    /// Changes each value and drops the nil results: `compactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are changed.
        public let upstream: Upstream
        /// The change; nil drops the value.
        public let transform: (Upstream.Output) -> Output?

        /// A compact mapping of `upstream`'s values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { value in
                transform(value).map { subscriber.receive($0) } ?? .max(1)
            })
        }
    }

    /// Drops a value equal to the one before it: `removeDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher deduplicated.
        public let upstream: Upstream
        /// Whether two consecutive values count as the same.
        public let predicate: (Output, Output) -> Bool

        /// A deduplication of `upstream`'s values by `predicate`.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber; each subscriber has its own previous value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let previous = OperatorState<Output?>(nil)
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { value in
                if let last = previous.value, predicate(last, value) { return .max(1) }
                previous.value = value
                return subscriber.receive(value)
            })
        }
    }

    /// Skips the first values: `dropFirst`.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How many values are skipped.
        public let count: Int

        /// `upstream` without its first `count` values.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches a subscriber; each subscriber skips its own first values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let remaining = OperatorState(count)
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { value in
                guard remaining.value <= 0 else {
                    remaining.value -= 1
                    return .max(1)
                }
                return subscriber.receive(value)
            })
        }
    }

    /// Accumulates values, delivering each running result: `scan`.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The starting result.
        public let initialResult: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// A running accumulation of `upstream`'s values.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches a subscriber; each subscriber accumulates from `initialResult`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let result = OperatorState(initialResult)
            upstream.receive(subscriber: OperatorSubscriber(downstream: subscriber) { value in
                result.value = next(result.value, value)
                return subscriber.receive(result.value)
            })
        }
    }
}

extension Publisher {
    /// Changes each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Keeps the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Changes each value, dropping nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Drops a value that `predicate` says repeats the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Delivers the running result of combining each value into `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension URLSession {
    /// Loads a URL when subscribed, delivering the data and response or a `URLError`, as Combine's does. Unlike
    /// QuestUI's other publishers it is asynchronous, and its result is delivered on the main queue: headlessly
    /// `receive(on: DispatchQueue.main)` does not hop, so delivering there keeps the learner's `@Published` writes
    /// off the session's thread.
    public struct DataTaskPublisher: Publisher, Sendable {
        /// The body and the response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The load's error.
        public typealias Failure = URLError
        /// The request.
        public let request: URLRequest
        /// The session.
        public let session: URLSession

        /// A publisher loading `request` with `session`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Starts the load on the first request for a value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, subscriber: AnySubscriber(subscriber)))
        }
    }

    /// A publisher of loading `url`: `URLSession.shared.dataTaskPublisher(for: url)`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of loading `request`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// One load: started on the first demand, cancelled with the subscription.
private final class DataTaskSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let request: URLRequest
    private let session: URLSession
    private var subscriber: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, subscriber: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>) {
        self.request = request
        self.session = session
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task: URLSessionDataTask? = lock.withLock {
            guard subscriber != nil, self.task == nil else { return nil }
            let task = session.dataTask(with: request) { [self] data, response, error in finish(data, response, error) }
            self.task = task
            return task
        }
        task?.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        let receiver = lock.withLock {
            defer { subscriber = nil }
            return subscriber
        }
        guard let receiver else { return }
        let delivery = Delivery(receiver: receiver, data: data, response: response, error: error)
        DispatchQueue.main.async { delivery.run() }
    }

    /// A finished load, handed to the main queue.
    private struct Delivery: @unchecked Sendable {
        let receiver: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>
        let data: Data?
        let response: URLResponse?
        let error: (any Error)?

        func run() {
            if let data, let response, error == nil {
                _ = receiver.receive((data, response))
                receiver.receive(completion: .finished)
            } else {
                receiver.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
            }
        }
    }

    func cancel() {
        let running: URLSessionDataTask? = lock.withLock {
            subscriber = nil
            defer { task = nil }
            return task
        }
        running?.cancel()
    }
}

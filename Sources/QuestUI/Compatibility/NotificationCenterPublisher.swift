extension NotificationCenter {
    /// Posts of one notification name, for `.onReceive(NotificationCenter.default.publisher(for: …))`.
    /// Each post reaches the subscribers synchronously, on the posting thread.
    public struct Publisher: QuestUI.Publisher {
        /// Each post.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The centre posting the notifications.
        public let center: NotificationCenter
        /// The notification name.
        public let name: Notification.Name
        /// The object whose posts count, or nil for any.
        public let object: AnyObject?

        /// A publisher of `name` posted to `center` by `object`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches a subscriber, which receives each post until it cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let core = SubjectCore<Notification, Never>()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { [core] in core.send($0) }
            core.onLastCancel = { [center] in center.removeObserver(observer) }
            core.attach(subscriber)
        }
    }

    /// A publisher of the notifications named `name`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}

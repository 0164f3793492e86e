extension NotificationCenter {
    /// Posts of one notification name, for `.onReceive(NotificationCenter.default.publisher(for: …))`.
    /// Like QuestUI's other publishers it is recorded, and delivers nothing headlessly.
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
    }

    /// A publisher of the notifications named `name`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}

extension Timer {
    /// A timer on the virtual clock of the host running this code: `block` runs each time a checker's
    /// `advance(by:)` passes a multiple of `interval` (once when `repeats` is false), until `invalidate()`.
    /// The grader compiles into the learner's module a `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
    /// that forwards here, because a declaration in the learner's own module is the only one that shadows
    /// Foundation's class method (QuestUI's would be ambiguous with it).
    @MainActor public static func scheduledOnVirtualClock(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        let clock = VirtualClock.current ?? VirtualClock.shared
        clock.schedule(after: .seconds(interval), repeats: repeats) {
            // An invalidated timer stays scheduled but does nothing, as a cancelled alarm would.
            if timer.isValid { timer.fire() }
        }
        return timer
    }
}

#if os(Linux)
extension Timer {
    /// An invalid timer, as `var timer = Timer()` makes on Apple platforms, where Timer inherits NSObject's `init()`;
    /// learners keep one as a placeholder until `Timer.scheduledTimer` replaces it. Linux's Foundation has no such
    /// initializer, and an extension cannot declare `init()` itself, hence the defaulted parameter.
    public convenience init(placeholder: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
        invalidate()
    }
}
#endif

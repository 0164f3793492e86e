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

/// A failed action or query on a `ViewHost`: what was looked for, where, and what was found instead.
public struct ViewHostError: Error, CustomStringConvertible, Equatable {
    /// Why an action failed, so a checker can tell a control the learner left out from one they disabled.
    public enum Reason: String, Sendable, Equatable {
        /// No control with that label (or no such thing: no search field, no list, nothing presented).
        case missing
        /// The control is there but disabled (`.disabled(true)`, or a menu option without an action).
        case disabled
        /// It is there and enabled, but cannot do this (a row index out of range, an option the picker lacks).
        case unusable
    }

    /// What went wrong, e.g. `No button "Add" in RootView › NavigationStack › TripList (buttons: "Home")`.
    public let message: String
    /// The tree path the action looked in.
    public let path: String
    /// Missing, disabled or unusable.
    public let reason: Reason

    /// An error about a place in the tree.
    public init(_ message: String, path: String, reason: Reason = .missing) {
        self.message = message
        self.path = path
        self.reason = reason
    }

    /// The message.
    public var description: String { message }
}

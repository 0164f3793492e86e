/// Why an action on a `ViewHost` could not be done, naming the place in the tree it looked.
public struct ViewHostError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, e.g. `No button "Add" in RootView › NavigationStack › TripList (buttons: "Home")`.
    public let message: String
    /// The tree path the action looked in.
    public let path: String

    /// An error about a place in the tree.
    public init(_ message: String, path: String) {
        self.message = message
        self.path = path
    }

    /// The message.
    public var description: String { message }
}

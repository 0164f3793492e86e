/// What filling in a form an Add presented did: which fields took the typed name, which button confirmed it, and
/// whether the form was still up afterwards (quest then closed it, as a person would swipe it away).
public struct FormReport: Sendable, Hashable, CustomStringConvertible {
    /// "sheet" or "alert".
    public var kind: String
    /// The labels (or placeholders) of the text fields the name was typed into, in order.
    public var typedInto: [String]
    /// The confirming button's label (`Save`), when one was found and tapped.
    public var confirmedWith: String?
    /// Where the confirming button is in the learner's code, when known.
    public var confirmLocation: SourcePoint?
    /// True when the form was still presented after its confirming button was tapped (or when none was found).
    public var stayedOpen: Bool
    /// The name typed into each text field.
    public var typed: String

    /// Creates a report.
    public init(
        kind: String, typed: String, typedInto: [String], confirmedWith: String?, confirmLocation: SourcePoint? = nil, stayedOpen: Bool
    ) {
        self.kind = kind
        self.confirmLocation = confirmLocation
        self.typed = typed
        self.typedInto = typedInto
        self.confirmedWith = confirmedWith
        self.stayedOpen = stayedOpen
    }

    /// True when one of the fields typed into asks for the new item's name (`Name`, `Trip name`, `Destination`,
    /// `City`): the row added is then expected to show what was typed. A field for notes or a date's text does not,
    /// nor one that searches (`Search destinations`: a form that picks from a list filters it with what is typed).
    public var askedForName: Bool {
        let words = ["name", "title", "destination", "trip", "city", "place", "where"]
        return typedInto.contains { label in
            let lowered = label.lowercased()
            return !lowered.contains("search") && !lowered.contains("filter") && words.contains { lowered.contains($0) }
        }
    }

    /// How the checks say it: `the sheet opened; typed "Quest Trip" into "Name", tapped "Save"`.
    public var description: String {
        var steps = filledIn
        if stayedOpen { steps.append("dismissed the \(kind)") }
        return "the \(kind) opened; " + steps.joined(separator: ", ")
    }

    /// What was typed and tapped, as phrases: `typed "Quest Trip" into "Name"`, `tapped "Save"`.
    public var filledIn: [String] {
        var steps = typedInto.map { "typed \"\(typed)\" into \"\($0)\"" }
        if let confirmedWith { steps.append("tapped \"\(confirmedWith)\"") }
        return steps
    }
}

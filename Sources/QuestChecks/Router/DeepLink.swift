public import Foundation

/// A link the router check opens, and the stack it must produce.
public struct DeepLink: Sendable {
    /// The route a link names, independent of the learner's `Route` type.
    public enum Step: Sendable, Equatable {
        case trip(id: Int)
        case log(tripID: Int)
    }

    /// The link.
    public var url: URL
    /// The stack the link opens, or nil for a malformed link, which must leave the path as it was.
    public var opens: [Step]?
    /// Why the link is malformed, for the step's name (`the id is not a number`).
    public var flaw: String?

    /// The interview problem's link: a trip and its log (`/trips/<id>/log`).
    public static func tripLog(id: Int) -> DeepLink {
        DeepLink(url: link("https://quest.example/trips/\(id)/log"), opens: [.trip(id: id), .log(tripID: id)])
    }

    /// A link to a trip alone (`/trips/<id>`).
    public static func trip(id: Int) -> DeepLink {
        DeepLink(url: link("https://quest.example/trips/\(id)"), opens: [.trip(id: id)])
    }

    /// The ids the links of one run open: two different numbers drawn from the check's random values, so that a
    /// router that only recognises the URLs of an earlier run opens none of them.
    public static func ids(_ random: inout CheckRandom) -> (first: Int, second: Int) {
        let first = random.int(in: idRange)
        var second = random.int(in: idRange)
        while second == first { second = random.int(in: idRange) }
        return (first, second)
    }

    /// Where the ids are drawn from: numbers of one to five digits, as a trip's id would be.
    public static let idRange = 1...99_999

    /// Three ids longer than any `idRange` gives, of six, eighteen and nineteen digits, drawn from `random`: the
    /// lesson's ids are `Int`s (`Int(parts[1])`), so a router that reads only a few digits, or caps their count, is
    /// wrong, and only these show it. Nineteen digits up to `Int.max` still fit in an `Int` (the longest link of
    /// `malformed` does not).
    public static func longIDs(_ random: inout CheckRandom) -> [Int] {
        [random.int(in: 100_000...999_999), random.int(in: 100_000_000_000_000_000...999_999_999_999_999_999),
         random.int(in: 1_000_000_000_000_000_000...Int.max)]
    }

    /// Links the answer's `open(_:)` rejects. Deliberately not here: a negative id (`/trips/-3`, a valid `Int`, which
    /// `negativeTrip(id:)` checks on its own) and a trailing segment other than `log` (`/trips/9/edit`, which opens
    /// trip 9), since the answer accepts both.
    public static let malformed: [DeepLink] = [
        DeepLink(url: link("https://quest.example/trips/abc"), flaw: "the id is not a number"),
        DeepLink(url: link("https://quest.example/trips/42abc"), flaw: "the id has trailing garbage"),
        DeepLink(url: link("https://quest.example/trips/99999999999999999999999"), flaw: "the id does not fit in an Int"),
        DeepLink(url: link("https://quest.example/trips"), flaw: "the id is missing"),
        DeepLink(url: link("https://quest.example/trips/"), flaw: "the id is missing after the slash"),
        DeepLink(url: link("https://quest.example/flights/42"), flaw: "the first segment is not trips"),
        DeepLink(url: link("https://quest.example/log/42"), flaw: "the link starts with log"),
        DeepLink(url: link("https://quest.example/"), flaw: "the path is only /"),
        DeepLink(url: link("https://quest.example"), flaw: "the path is empty"),
        DeepLink(url: link("https://quest.example/trips/abc/log"), flaw: "a log link whose id is not a number"),
        DeepLink(url: link("https://quest.example/flights/42/log"), flaw: "a log link whose first segment is not trips"),
        DeepLink(url: link("https://quest.example/flights/trips/42"), flaw: "trips comes after another segment"),
        DeepLink(url: link("https://quest.example/app/trips/42/log"), flaw: "a log link with a segment before trips"),
        DeepLink(url: link("https://quest.example/trips/42.0"), flaw: "the id is written with a decimal point"),
        DeepLink(url: link("https://quest.example/trips/42.5"), flaw: "the id is not a whole number"),
        DeepLink(url: link("https://quest.example/trips/0x2A"), flaw: "the id is written in hexadecimal"),
    ]

    /// Links whose segment after the id is not `log` (`/trips/<id>/edit`, `/trips/<id>/logbook`). The lesson opens the
    /// log only for `log`: opening `[.trip(id: <id>)]` (as the answer does) and leaving the path unchanged are both
    /// right; opening the log is not.
    public static func otherSegments(id: Int) -> [DeepLink] {
        ["edit", "logbook"].map { DeepLink(url: link("https://quest.example/trips/\(id)/\($0)"), opens: [.trip(id: id)]) }
    }

    /// A link to a trip whose id is negative (`/trips/-<id>`). The lesson leaves negative ids open: opening
    /// `[.trip(id: -<id>)]` and leaving the path unchanged are both right; opening trip `<id>` (the sign dropped) is not.
    public static func negativeTrip(id: Int) -> DeepLink {
        DeepLink(url: link("https://quest.example/trips/-\(id)"), opens: [.trip(id: -id)])
    }

    init(url: URL, opens: [Step]? = nil, flaw: String? = nil) {
        self.url = url
        self.opens = opens
        self.flaw = flaw
    }

    private static func link(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
        return url
    }
}

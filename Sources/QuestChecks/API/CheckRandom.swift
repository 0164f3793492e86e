/// Per-run random values for a check's probes (ids to open, words and rows to type), so that a program cannot pass
/// by recognising the fixed values a check would otherwise use.
///
/// Each run has one seed, which every report shows; `quest check --seed N` runs the same probes again, and
/// `quest validate` uses a fixed seed unless given one. Each check draws from a stream of its own, made from the seed
/// and the check's name, so what one check draws never depends on which checks ran before it:
///
///     let id = check.random.int(in: 1...9_999)
///     let row = check.random.pick(from: screen.rowTitles())
///     let name = check.random.word()
///
/// The generator is SplitMix64, and `int(in:)`, `pick(from:)` and `word(length:)` are written here rather than taken
/// from the standard library, so a seed gives the same values with every toolchain. It also conforms to
/// `RandomNumberGenerator`: `rows.shuffled(using: &check.random)` works, though the standard library does not
/// promise that its own algorithms stay the same across versions.
public struct CheckRandom: RandomNumberGenerator, Sendable {
    /// The run's seed, as the reports print it.
    public let seed: UInt64
    private var state: UInt64

    /// The seed of a run that names none: a check run on its own in a test.
    public static let defaultSeed: UInt64 = 1

    /// The stream named `stream` (a check's name) of the run seeded with `seed`.
    public init(seed: UInt64, stream: String = "") {
        self.seed = seed
        // FNV-1a of the name, mixed into the seed, so that each check gets a stream of its own.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in stream.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = seed ^ hash
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `range`, every one equally likely.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(bitPattern: UInt(next())) }
        // Rejection sampling: drop the few values that would make the low numbers likelier.
        let threshold = (0 &- span) % span
        while true {
            let value = next()
            if value >= threshold { return range.lowerBound &+ Int(bitPattern: UInt(value % span)) }
        }
    }

    /// A number in `range` (which must not be empty), every one equally likely.
    public mutating func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "CheckRandom.int(in:) needs a range that is not empty")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }

    /// One element of `elements`, every one equally likely; nil when there is none.
    public mutating func pick<Elements: Collection>(from elements: Elements) -> Elements.Element? {
        guard !elements.isEmpty else { return nil }
        return elements[elements.index(elements.startIndex, offsetBy: int(in: 0..<elements.count))]
    }

    /// A word of lowercase ASCII letters (`qudomt`), for a name or a query no memorised answer can know.
    public mutating func word(length: ClosedRange<Int> = 5...8) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let count = int(in: max(1, length.lowerBound)...max(1, length.upperBound))
        return String((0..<count).map { _ in letters[int(in: 0..<letters.count)] })
    }
}

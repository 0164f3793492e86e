/// Identifiers that depend only on names and places, never on text or time, so a rebuilt deck updates the same notes.
///
/// Anki stores ids as signed 64-bit integers that JavaScript also handles, so ids stay below 2^53.
enum StableID {
    /// A positive id below 2^53 derived from `name` (note-type, deck, note and card ids).
    ///
    /// Ids land above 10^12 so that they never collide with Anki's small built-in ids (deck 1, config 1).
    static func number(for name: String) -> Int64 {
        let value = SHA1.prefix64(name)
        let span: UInt64 = (1 << 53) - 1_000_000_000_000
        return Int64(1_000_000_000_000 + value % span)
    }

    /// A note GUID: 64 bits of the SHA-1 of `place`, in base 62.
    ///
    /// Letters and digits only, so a GUID never starts a TSV line with `#` or needs quoting.
    static func guid(for place: String) -> String {
        var value = SHA1.prefix64(place)
        let alphabet = Self.alphabet
        var characters: [Character] = []
        repeat {
            characters.append(alphabet[Int(value % 62)])
            value /= 62
        } while value > 0
        while characters.count < 11 { characters.append(alphabet[0]) }
        return String(characters.reversed())
    }

    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// Anki's field checksum: the first 8 hex digits of the SHA-1 of the field's text (HTML stripped), as an integer.
    static func checksum(ofField text: String) -> Int64 {
        Int64(SHA1.prefix64(text) >> 32)
    }
}

import QuestDigest

/// The build cache's fingerprints: SHA-256, hashed by libcrypto (`QuestDigest`).
///
/// Feed bytes with `update(_:)` as they come; `hexDigest()` finishes a copy, so a hasher can go on being fed.
public struct SHA256: Sendable {
    private var digest = Digest.sha256()

    public init() {}

    /// Adds bytes to the message.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        digest.update(bytes)
    }

    /// Adds a string's UTF-8 bytes followed by a zero byte, so that `"ab" + "c"` and `"a" + "bc"` differ.
    public mutating func update(field: String) {
        digest.update(field: field)
    }

    /// The digest as 64 lowercase hexadecimal digits.
    public func hexDigest() -> String {
        digest.hexDigest()
    }

    /// The digest of one string's UTF-8 bytes.
    public static func hex(of text: String) -> String {
        var hasher = SHA256()
        hasher.update(text.utf8)
        return hasher.hexDigest()
    }
}

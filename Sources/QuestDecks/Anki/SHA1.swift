import QuestDigest

/// SHA-1, needed because Anki's note checksum (`csum`) and quest's stable ids are defined over it.
/// The hashing is libcrypto's (`QuestDigest`); this names the three ways decks use it.
enum SHA1 {
    /// The 20-byte digest of `bytes`.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        Array(bytes).withUnsafeBytes { Digest.sha1(of: $0) }
    }

    /// The first 64 bits of the digest of `text`'s UTF-8, big-endian (what the stable ids are made from).
    static func prefix64(_ text: String) -> UInt64 {
        var text = text
        let digest = text.withUTF8 { Digest.sha1(of: UnsafeRawBufferPointer($0)) }
        return digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The digest as 40 lowercase hex digits.
    static func hexDigest(_ text: String) -> String {
        var hasher = Digest.sha1()
        hasher.update(text.utf8)
        return hasher.hexDigest()
    }
}

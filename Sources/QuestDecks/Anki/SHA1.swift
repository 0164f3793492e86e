import CCrypto

/// SHA-1, needed because Anki's note checksum (`csum`) and quest's stable ids are defined over it.
///
/// The only file that imports OpenSSL's libcrypto (Debian `libssl-dev`). It is not used for anything security-related.
struct SHA1 {
    /// The 20-byte digest of `bytes`.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let message = Array(bytes)
        var digest = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
        message.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                _ = CCrypto.SHA1(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return digest
    }

    /// The digest as 40 lowercase hex digits.
    static func hexDigest(_ text: String) -> String {
        digest(Array(text.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

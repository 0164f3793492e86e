import CCrypto

/// SHA-1 and SHA-256 from OpenSSL's libcrypto (Debian `libssl-dev`): the only file that imports it.
///
/// Used for identities and fingerprints, never for security: Anki's note checksum and quest's stable card ids
/// (SHA-1), and the build cache's input fingerprints (SHA-256).
public struct Digest: Sendable {
    /// A fetched algorithm. Fetching once (rather than `EVP_sha1()` per call) skips libcrypto's per-call lookup and lock.
    private struct Algorithm: @unchecked Sendable {
        let md: OpaquePointer

        init(_ name: String) {
            guard let md = EVP_MD_fetch(nil, name, nil) else { fatalError("libcrypto has no \(name)") }
            self.md = md
        }
    }

    private static let sha1Algorithm = Algorithm("SHA1")
    private static let sha256Algorithm = Algorithm("SHA256")

    /// The streaming state; copied before a write when shared, so `Digest` behaves as a value.
    private final class Context: @unchecked Sendable {
        let pointer: OpaquePointer

        init(_ algorithm: Algorithm) {
            pointer = EVP_MD_CTX_new()
            EVP_DigestInit_ex(pointer, algorithm.md, nil)
        }

        init(copying other: Context) {
            pointer = EVP_MD_CTX_new()
            EVP_MD_CTX_copy_ex(pointer, other.pointer)
        }

        deinit { EVP_MD_CTX_free(pointer) }
    }

    private var context: Context

    private init(_ algorithm: Algorithm) {
        context = Context(algorithm)
    }

    /// A SHA-256 hasher to feed with `update`.
    public static func sha256() -> Digest { Digest(sha256Algorithm) }

    /// A SHA-1 hasher to feed with `update`.
    public static func sha1() -> Digest { Digest(sha1Algorithm) }

    /// Adds bytes to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
        EVP_DigestUpdate(context.pointer, bytes.baseAddress, bytes.count)
    }

    /// Adds bytes to the message.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if handled == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// Adds a string's UTF-8 bytes followed by a zero byte, so that `"ab" + "c"` and `"a" + "bc"` differ.
    public mutating func update(field: String) {
        var copy = field
        copy.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        update(CollectionOfOne(UInt8(0)))
    }

    /// The digest of what was fed so far (the hasher can go on being fed).
    public func bytes() -> [UInt8] {
        let finishing = Context(copying: context)
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(finishing.pointer, &output, &length)
        return Array(output.prefix(Int(length)))
    }

    /// The digest as lowercase hexadecimal digits.
    public func hexDigest() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes() {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// SHA-1 of `bytes` in one call.
    public static func sha1(of bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 20)
        var length: UInt32 = 0
        EVP_Digest(bytes.baseAddress, bytes.count, &output, &length, sha1Algorithm.md, nil)
        return output
    }
}

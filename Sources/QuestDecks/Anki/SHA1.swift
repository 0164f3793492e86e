/// SHA-1 (FIPS 180-4), needed because Anki's note checksum (`csum`) is defined over it.
///
/// Foundation on Linux has no digest API, and no Swift package can be fetched, so the 80-round compression lives here.
/// It is not used for anything security-related.
struct SHA1 {
    /// The 20-byte digest of `bytes`.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var message = Array(bytes)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        let padded = (message.count + 8 + 63) / 64 * 64
        message.reserveCapacity(padded)
        while message.count < padded - 8 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            message.withUnsafeBufferPointer { m in
                for chunk in stride(from: 0, to: m.count, by: 64) {
                    for i in 0..<16 {
                        let j = chunk + i * 4
                        w[i] = UInt32(m[j]) << 24 | UInt32(m[j + 1]) << 16 | UInt32(m[j + 2]) << 8 | UInt32(m[j + 3])
                    }
                    for i in 16..<80 { w[i] = rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
                    var (a, b, c, d, e) = h
                    for i in 0..<80 {
                        let (f, k): (UInt32, UInt32)
                        switch i {
                        case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                        case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                        case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                        default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                        }
                        let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[i]
                        (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
                    }
                    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
                }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [h.0, h.1, h.2, h.3, h.4] {
            digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
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

    private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value << count) | (value >> (32 - count))
    }
}

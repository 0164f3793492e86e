internal import QuestMustache

/// Link and image destinations in safe mode: dangerous schemes dropped, the rest percent-encoded like cmark.
enum LinkDestination {
    /// False for `javascript:`, `vbscript:`, `file:` and `data:` other than PNG, GIF, JPEG and WebP images.
    /// Controls and spaces are ignored while checking, as browsers ignore them in a scheme.
    static func isSafe(_ destination: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in destination.utf8 where byte > 0x20 {
            scheme.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            if scheme.count == 16 { break }
        }
        let prefix = String(decoding: scheme, as: UTF8.self)
        if prefix.hasPrefix("data:image/") {
            return ["png", "gif", "jpeg", "webp"].contains { prefix.dropFirst("data:image/".count).hasPrefix($0) }
        }
        return !["javascript:", "vbscript:", "file:", "data:"].contains { prefix.hasPrefix($0) }
    }

    /// The destination as an attribute value: empty when unsafe, otherwise percent-encoded and HTML-escaped.
    static func attributeValue(_ destination: String, into output: inout [UInt8]) {
        guard isSafe(destination) else { return }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(destination.utf8.count)
        for byte in destination.utf8 {
            if keepsAsIs[Int(byte)] {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        HTMLEscaping.escape(utf8: encoded, range: 0..<encoded.count, into: &output)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Bytes a URL may hold unencoded (as cmark's renderer keeps them); `&` and `'` are then HTML-escaped.
    private static let keepsAsIs: [Bool] = (0..<256).map { code in
        guard code < 128 else { return false }
        let character = Character(Unicode.Scalar(UInt8(code)))
        return character.isLetter || character.isNumber || "-_.+!*'(),%#@?=;:/$~&".contains(character)
    }
}

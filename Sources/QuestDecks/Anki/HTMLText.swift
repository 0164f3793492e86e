/// HTML reduced to its text, as Anki does for a note's sort field and checksum.
enum HTMLText {
    /// Tags removed, the common entities decoded, runs of whitespace collapsed to one space, ends trimmed.
    ///
    /// One pass over the UTF-8 bytes: this runs for every note of every package.
    static func strip(_ html: String) -> String {
        var html = html
        return html.withUTF8 { strip(bytes: $0) }
    }

    private static func strip(bytes input: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }
        while index < input.count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "<"):
                while index < input.count, input[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                pendingSpace = true
                index += 1
            case UInt8(ascii: "&"):
                if let (decoded, length) = entity(in: input, at: index) {
                    if decoded == 0x20 { pendingSpace = true } else { append(decoded) }
                    index += length
                } else {
                    append(byte)
                    index += 1
                }
            default:
                append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&#x27;".utf8), UInt8(ascii: "'")),
        (Array("&nbsp;".utf8), UInt8(ascii: " ")),
    ]

    private static func entity(in input: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt8, Int)? {
        for (name, character) in entities where index + name.count <= input.count {
            if input[index..<(index + name.count)].elementsEqual(name) { return (character, name.count) }
        }
        return nil
    }
}

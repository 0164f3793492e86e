/// A JSON value whose objects keep their keys in the order written, serialised the same way every time.
///
/// Foundation's encoders are not used for deck files because key order and number formatting must be byte-stable
/// across platforms and releases, and because this runs for every card of every deck (it writes UTF-8 bytes directly).
enum JSONValue: Sendable {
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Compact JSON (`{"a":1}`), as Anki stores it in `col`.
    var compact: String {
        var output: [UInt8] = []
        write(to: &output, indent: nil, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Two-space indented JSON ending in a newline, for files people read and diff.
    var pretty: [UInt8] {
        var output: [UInt8] = []
        write(to: &output, indent: Array("  ".utf8), depth: 0)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private func write(to output: inout [UInt8], indent: [UInt8]?, depth: Int) {
        switch self {
        case .string(let text): JSONValue.escape(text, into: &output)
        case .integer(let value): output += String(value).utf8
        case .number(let value):
            output += (value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)").utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", into: &output, indent: indent, depth: depth)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", into: &output, indent: indent, depth: depth)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], open: Unicode.Scalar, close: Unicode.Scalar, into output: inout [UInt8],
        indent: [UInt8]?, depth: Int
    ) {
        output.append(UInt8(ascii: open))
        guard !members.isEmpty else { return output.append(UInt8(ascii: close)) }
        for (position, (key, value)) in members.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            if let indent { newline(indent, depth + 1, into: &output) }
            if let key {
                JSONValue.escape(key, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
            }
            value.write(to: &output, indent: indent, depth: depth + 1)
        }
        if let indent { newline(indent, depth, into: &output) }
        output.append(UInt8(ascii: close))
    }

    private func newline(_ indent: [UInt8], _ depth: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { output += indent }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (U+2028 and U+2029 too, for
    /// JavaScript); everything else as UTF-8, so the HTML inside stays readable in a diff.
    static func escape(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            var runStart = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escaped: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escaped = #"\""#
                case UInt8(ascii: "\\"): escaped = #"\\"#
                case UInt8(ascii: "\n"): escaped = #"\n"#
                case UInt8(ascii: "\r"): escaped = #"\r"#
                case UInt8(ascii: "\t"): escaped = #"\t"#
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    escaped = #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escaped = bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                    width = 3
                default: escaped = nil
                }
                if let escaped {
                    output.append(contentsOf: bytes[runStart..<index])
                    output += escaped.utf8
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            output.append(contentsOf: bytes[runStart..<bytes.count])
        }
        output.append(UInt8(ascii: "\""))
    }
}

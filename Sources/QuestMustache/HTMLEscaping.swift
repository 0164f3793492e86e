/// The project's only HTML escaping: Mustache's `{{name}}`, the Markdown renderer and the highlighter all call it.
public enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in element content and quoted attributes.
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to a UTF-8 buffer; renderers build pages this way to avoid intermediate strings.
    public static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in escape(utf8: bytes, into: &output) }
    }

    /// Appends UTF-8 `bytes`, escaped, to `output`; the one implementation the other entry points call.
    public static func escape(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count)
        var runStart = 0
        for (offset, byte) in bytes.enumerated() {
            let entity: [UInt8]
            switch byte {
            case UInt8(ascii: "&"): entity = ampersand
            case UInt8(ascii: "<"): entity = lessThan
            case UInt8(ascii: ">"): entity = greaterThan
            case UInt8(ascii: "\""): entity = quote
            case UInt8(ascii: "'"): entity = apostrophe
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            output.append(contentsOf: entity)
            runStart = offset + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Appends the UTF-8 bytes in `range` of `source`, escaped.
    public static func escape(utf8 source: [UInt8], range: Range<Int>, into output: inout [UInt8]) {
        source.withUnsafeBufferPointer { buffer in
            escape(utf8: UnsafeBufferPointer(rebasing: buffer[range]), into: &output)
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}

/// A string as `JSONEncoder` writes it with `.withoutEscapingSlashes`: between quotes, with `"` and `\` escaped,
/// `\b \t \n \f \r` for those controls, `\u00xx` (lower-case hex) for the other controls, and everything else, UTF-8
/// included, as it is. For files written directly because encoding thousands of values through `Encodable` cost more
/// than the rest of their step (`cards-index.js`); a test holds the two together on every control character.
enum JSONString {
    /// Appends `text`, quoted and escaped, to `json`.
    static func append(_ text: String, to json: inout String) {
        json += "\""
        var plainStart = text.utf8.startIndex
        var index = plainStart
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                index = utf8.index(after: index)
                continue
            }
            json += text[plainStart..<index]
            switch byte {
            case 0x22: json += "\\\""
            case 0x5C: json += "\\\\"
            case 0x08: json += "\\b"
            case 0x09: json += "\\t"
            case 0x0A: json += "\\n"
            case 0x0C: json += "\\f"
            case 0x0D: json += "\\r"
            default:
                let hex = Array("0123456789abcdef")
                json += "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
            index = utf8.index(after: index)
            plainStart = index
        }
        json += text[plainStart..<utf8.endIndex]
        json += "\""
    }
}

/// Escaping for XML text and attribute values: the only place reports turn learner text into markup.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (most control characters) dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = (value >= 0x20 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                if allowed { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}

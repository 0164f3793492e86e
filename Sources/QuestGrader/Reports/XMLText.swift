/// Escaping for XML text and attribute values: the only place reports turn learner text into markup.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; every control character but the line feed (and the characters XML 1.0
    /// forbids) shown as `VisibleText` shows it, so a JUnit report never carries one.
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
            case "\n": escaped.unicodeScalars.append(scalar)
            default:
                if let symbol = VisibleText.symbol(for: scalar) {
                    escaped += symbol
                    continue
                }
                let value = scalar.value
                let allowed = (value >= 0x20 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                escaped += allowed ? String(scalar) : "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            }
        }
        return escaped
    }
}

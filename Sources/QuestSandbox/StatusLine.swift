/// The one JSON object the launcher prints, built by hand because the launcher does not link Foundation.
struct StatusLine {
    private var fields: [String] = []

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    mutating func add(_ key: String, _ value: Int) { fields.append("\(Self.quote(key)):\(value)") }
    mutating func add(_ key: String, _ value: Bool) { fields.append("\(Self.quote(key)):\(value)") }
    mutating func add(_ key: String, _ value: String) { fields.append("\(Self.quote(key)):\(Self.quote(value))") }
    mutating func add(_ key: String, _ values: [String]) {
        fields.append("\(Self.quote(key)):[" + values.map(Self.quote).joined(separator: ",") + "]")
    }
    mutating func addNull(_ key: String) { fields.append("\(Self.quote(key)):null") }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Markdown inline syntax removed, for the tokenizer: link targets dropped, markers and backticks gone.
enum PlainText {
    /// `[the docs](https://x)` → `the docs`; `` `.toolbar` `` → `.toolbar`; `**bold**` → `bold`.
    ///
    /// Works on UTF-8 bytes: every character it looks for is ASCII, and UTF-8 never uses ASCII bytes inside a
    /// multi-byte character, so the output is the same as walking Unicode scalars.
    static func from(markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5d, index + 1 < bytes.count, bytes[index + 1] == 0x28 {  // "](": skip the link target
                while index < bytes.count, bytes[index] != 0x29 { index += 1 }
                index += 1
                continue
            }
            switch byte {
            case 0x60, 0x2a, 0x5b, 0x5d, 0x3c, 0x3e: output.append(0x20)  // ` * [ ] < >
            case 0x5f:
                // An underscore inside an identifier (`snake_case`) stays; emphasis markers go.
                output.append(isAlphabetic(output, from: previousCharacterStart(output)) ? 0x5f : 0x20)
            default: output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The start of the last character in `output` (-1 when empty).
    private static func previousCharacterStart(_ output: [UInt8]) -> Int {
        var start = output.count - 1
        while start > 0, output[start] & 0xc0 == 0x80 { start -= 1 }
        return start
    }

    private static func isAlphabetic(_ output: [UInt8], from start: Int) -> Bool {
        guard start >= 0, start < output.count else { return false }
        let first = output[start]
        if first < 0x80 { return (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a }
        return String(decoding: output[start...], as: UTF8.self).unicodeScalars.first?.properties.isAlphabetic == true
    }
}

/// Markdown inline syntax removed, for the tokenizer: link targets dropped, markers and backticks gone.
enum PlainText {
    /// `[the docs](https://x)` → `the docs`; `` `.toolbar` `` → `.toolbar`; `**bold**` → `bold`.
    static func from(markdown: String) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(markdown.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
                // Skip the link target up to its closing parenthesis.
                while index < scalars.count, scalars[index] != ")" { index += 1 }
                index += 1
                continue
            }
            switch scalar {
            case "`", "*", "[", "]", "<", ">": output.append(" ")
            case "_":
                // An underscore inside an identifier (`snake_case`) stays; emphasis markers go.
                let previous = output.last
                output.append(previous.map { $0.properties.isAlphabetic } == true ? "_" : " ")
            default: output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }
}

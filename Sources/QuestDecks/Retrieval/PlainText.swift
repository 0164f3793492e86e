/// Markdown inline syntax removed, for the tokenizer: link targets dropped, markers and backticks gone.
enum PlainText {
    /// `[the docs](https://x)` → `the docs`; `` `.toolbar` `` → `.toolbar`; `**bold**` → `bold`.
    static func from(markdown: String) -> String {
        var output = ""
        var characters = Substring(markdown)
        while let character = characters.first {
            if character == "]", characters.dropFirst().first == "(" {
                characters = characters.drop { $0 != ")" }.dropFirst()
                continue
            }
            if !"`*_[]<>".contains(character) || character == "_" && output.last?.isLetter == true {
                output.append(character)
            } else {
                output.append(" ")
            }
            characters = characters.dropFirst()
        }
        return output
    }
}

// Texts made from an image or an attributed string: `Text(Image(systemName: "star.fill")) + Text(" 4.8")` and
// `Text(AttributedString(markdown: note))`. An image inside a text reads as its symbol name in brackets, `[star.fill]`,
// so a checker can still find it among the texts.

extension Text {
    /// A text showing an image inline, to concatenate with other texts.
    public init(_ image: Image, fileID: String = #fileID, line: Int = #line) {
        self.init(content: "[\(image.name)]", records: [], fileID: fileID, line: line)
    }

    /// A text showing an attributed string's characters; the attributes are visual only.
    public init(_ attributedContent: AttributedString, fileID: String = #fileID, line: Int = #line) {
        self.init(content: String(attributedContent.characters), records: [], fileID: fileID, line: line)
    }
}

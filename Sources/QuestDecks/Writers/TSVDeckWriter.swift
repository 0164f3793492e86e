/// Anki's text-import format: header lines, then one tab-separated row per note.
///
/// Rows use Anki's stock note types, `Basic` and `Cloze`, which every collection has, so the file imports into a
/// fresh profile; the GUID column makes a re-import update the same notes.
enum TSVDeckWriter {
    /// The file's UTF-8 bytes for `cards` in deck `deck`.
    static func bytes(deck: String, cards: [Card]) -> [UInt8] {
        var output: [UInt8] = []
        let headers = [
            "#separator:tab",
            "#html:true",
            "#guid column:1",
            "#notetype column:2",
            "#deck:" + deck,
            "#tags column:5",
        ]
        for header in headers {
            output += header.utf8
            output.append(UInt8(ascii: "\n"))
        }
        for card in cards {
            let row: [String]
            if card.kind == .cloze {
                row = [card.guid, "Cloze", card.cloze ?? card.back, "", card.tags.joined(separator: " ")]
            } else {
                let notice = card.drafted ? DraftedNotice.html : ""
                row = [card.guid, "Basic", card.front, card.back + notice, card.tags.joined(separator: " ")]
            }
            for (column, text) in row.enumerated() {
                if column > 0 { output.append(UInt8(ascii: "\t")) }
                appendField(text, to: &output)
            }
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// A field as Anki's CSV reader wants it: quoted, with quotes doubled, when it holds a tab, a line break or a quote.
    static func field(_ text: String) -> String {
        var output: [UInt8] = []
        appendField(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendField(_ text: String, to output: inout [UInt8]) {
        let needsQuotes = text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x22 }
        guard needsQuotes else { return output += text.utf8 }
        output.append(0x22)
        for byte in text.utf8 {
            output.append(byte)
            if byte == 0x22 { output.append(0x22) }
        }
        output.append(0x22)
    }
}

/// The line under a drafted answer, in every format that has no separate flag.
enum DraftedNotice {
    static let html = #"<p class="quest-drafted">Drafted from the lesson notes: the author has not written this answer yet.</p>"#
}

import QuestHTML

/// The two note types quest's decks use, with ids fixed by their names.
struct AnkiNoteType: Sendable {
    var name: String
    /// 0 for standard note types, 1 for cloze.
    var kind: Int
    var fields: [String]
    var templateName: String
    var questionFormat: String
    var answerFormat: String

    /// A stable id from the name: re-importing a deck reuses the same note type.
    var id: Int64 { StableID.number(for: "quest note type/" + name) }

    /// Front and back, plus a `Drafted` flag field that shows a notice under drafted answers, and the lesson anchor.
    static let basic = AnkiNoteType(
        name: "Quest Basic",
        kind: 0,
        fields: ["Front", "Back", "Drafted", "Source"],
        templateName: "Card 1",
        questionFormat: "{{Front}}",
        answerFormat: """
        {{FrontSide}}

        <hr id=answer>

        {{Back}}
        {{#Drafted}}<p class="quest-drafted">Drafted from the lesson notes: the author has not written this answer yet.</p>{{/Drafted}}
        """
    )

    /// A cloze sentence, an optional extra, and the lesson anchor.
    static let cloze = AnkiNoteType(
        name: "Quest Cloze",
        kind: 1,
        fields: ["Text", "Back Extra", "Source"],
        templateName: "Cloze",
        questionFormat: "{{cloze:Text}}",
        answerFormat: "{{cloze:Text}}<br>\n{{Back Extra}}"
    )

    /// Card styling shared by both note types: the site's highlighting colours, readable code, and the drafted
    /// notice set apart.
    static let css = HighlightTheme.css + """
    .card { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; font-size: 20px; text-align: left; color: #1d1d1f; background-color: white; }
    .nightMode .card, .night_mode .card { color: #f5f5f7; background-color: #1d1d1f; }
    code, pre { font-family: "SF Mono", Menlo, Consolas, monospace; font-size: 0.85em; }
    pre { padding: 0.6em 0.8em; border-radius: 6px; background: rgba(127, 127, 127, 0.12); overflow-x: auto; }
    .cloze { font-weight: bold; color: #0a64d6; }
    .quest-drafted { font-size: 0.7em; font-style: italic; opacity: 0.7; border-top: 1px dashed; padding-top: 0.4em; }
    """

    /// The note type as a schema-11 `models` entry.
    func json(deckID: Int64, modified: Int64) -> JSONValue {
        .object([
            ("id", .integer(id)),
            ("name", .string(name)),
            ("type", .integer(Int64(kind))),
            ("mod", .integer(modified)),
            ("usn", .integer(-1)),
            ("sortf", .integer(0)),
            ("did", .integer(deckID)),
            ("tmpls", .array([.object([
                ("name", .string(templateName)),
                ("ord", .integer(0)),
                ("qfmt", .string(questionFormat)),
                ("afmt", .string(answerFormat)),
                ("bqfmt", .string("")),
                ("bafmt", .string("")),
                ("did", .null),
                ("bfont", .string("")),
                ("bsize", .integer(0)),
            ])])),
            ("flds", .array(fields.enumerated().map { ord, field in
                .object([
                    ("name", .string(field)),
                    ("ord", .integer(Int64(ord))),
                    ("sticky", .bool(false)),
                    ("rtl", .bool(false)),
                    ("font", .string("Arial")),
                    ("size", .integer(20)),
                    ("media", .array([])),
                ])
            })),
            ("css", .string(AnkiNoteType.css)),
            ("latexPre", .string("\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n")),
            ("latexPost", .string("\\end{document}")),
            ("latexsvg", .bool(false)),
            ("req", .array([.array([.integer(0), .string("any"), .array([.integer(0)])])])),
            ("tags", .array([])),
            ("vers", .array([])),
        ])
    }
}

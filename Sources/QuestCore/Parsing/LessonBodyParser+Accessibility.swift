extension LessonBodyParser {
    /// Warns about Markdown that renders to a page a reader cannot use, wherever it is in the lesson (notes, parts,
    /// answers, tutorial steps): a link with no text, an image with no description, and raw HTML, which the site
    /// leaves out (safe mode) so that its text silently disappears. The site itself passes axe's WCAG A and AA rules
    /// (`Tests/browser`); these are the failures only the author's text can cause.
    mutating func reportInaccessibleMarkdown() {
        var finder = InaccessibleMarkdownFinder(bodyStart: bodyStart)
        finder.visit(document)
        for problem in finder.problems {
            diagnostics.append(Diagnostic(
                .warning, at: SourceLocation(file: file, line: problem.line, column: problem.column), problem.code, problem.message
            ))
        }
    }
}

/// Collects `reportInaccessibleMarkdown()`'s problems in document order; one raw-HTML warning per line.
private struct InaccessibleMarkdownFinder: MarkdownWalker {
    struct Problem {
        var line: Int
        var column: Int
        var code: DiagnosticCode
        var message: String
    }

    let bodyStart: Int
    var problems: [Problem] = []
    private var rawHTMLLines: Set<Int> = []

    init(bodyStart: Int) {
        self.bodyStart = bodyStart
    }

    mutating func visitLink(_ node: MarkdownNode) {
        if case .link(let destination, _) = node.kind, node.plainText.trimmingWhitespace.isEmpty {
            problems.append(Problem(
                line: node.line, column: node.column, code: .linkWithoutText,
                message: "the link to `\(destination)` has no text, so a screen reader says only “link” and the page fails "
                    + "WCAG 2.4.4 (axe: link-name): write what it opens between the brackets, [what it opens](\(destination))"
            ))
        }
        descendInto(node)
    }

    mutating func visitImage(_ node: MarkdownNode) {
        if case .image(let source, _) = node.kind, node.plainText.trimmingWhitespace.isEmpty {
            problems.append(Problem(
                line: node.line, column: node.column, code: .imageWithoutDescription,
                message: "the image `\(source)` has no description, so a screen reader skips it (WCAG 1.1.1): describe it "
                    + "between the brackets, ![what it shows](\(source))"
            ))
        }
    }

    mutating func visitHTMLBlock(_ node: MarkdownNode) {
        if case .htmlBlock(let literal) = node.kind { rawHTML(literal, at: node) }
    }

    mutating func visitInlineHTML(_ node: MarkdownNode) {
        if case .htmlInline(let literal) = node.kind { rawHTML(literal, at: node) }
    }

    /// Comments are left out on purpose (notes to the author); anything else is text the reader would have seen.
    private mutating func rawHTML(_ literal: String, at node: MarkdownNode) {
        let trimmed = literal.trimmingWhitespace
        guard node.line >= bodyStart, !trimmed.hasPrefix("<!--"), rawHTMLLines.insert(node.line).inserted else { return }
        problems.append(Problem(
            line: node.line, column: node.column, code: .rawHTML,
            message: "`\(Self.firstTag(of: trimmed))` is HTML, which the site leaves out of the page (Markdown is rendered in "
                + "safe mode): write it in Markdown, or in backticks when it is code or a placeholder such as `<id>`"
        ))
    }

    /// `<p style="…">` of `<p style="…">text</p>`: the tag that starts the HTML, shortened when long.
    static func firstTag(of html: String) -> String {
        let line = html.prefix { $0 != "\n" }
        let tag = line.firstIndex(of: ">").map { line[...$0] } ?? line
        return tag.count <= 60 ? String(tag) : String(tag.prefix(59)) + "…"
    }
}

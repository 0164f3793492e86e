import QuestCore
import Testing

/// What only the author's text can make inaccessible: a link with no text, an image with no description, raw HTML the
/// site leaves out. Each is a located warning wherever it is in the lesson; what renders well is not reported.
@Suite("Lesson parser: Markdown a reader cannot use")
struct InaccessibleMarkdownTests {
    private func warnings(_ body: String) -> [String] {
        LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body))
            .diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
    }

    @Test("a link with no text, or only an image without a description, is reported at the link")
    func emptyLinks() {
        // Front matter is lines 1–4 and a blank line; the body starts on line 6.
        #expect(warnings("Read [](https://example.com) first.\n") == ["6:6 link-without-text"])
        #expect(warnings("See [ ](https://example.com).\n") == ["6:5 link-without-text"])
        #expect(warnings("[![](badge.png)](https://example.com)\n")
            == ["6:1 link-without-text", "6:2 image-without-description"])
    }

    @Test("an image with no description is reported in the notes, a question and a resource alike")
    func imagesEverywhere() {
        let body = """
        ![](toolbar.png)

        ## After this lesson you should be able to answer

        - What does ![](bar.png) show?

        ## Resources

        - [Docs](https://example.com) ![](icon.png)
        """
        #expect(warnings(body) == ["6:1 image-without-description", "10:13 image-without-description", "14:31 image-without-description"])
    }

    @Test("raw HTML is reported once per line, at its first tag; a placeholder outside backticks is HTML too")
    func rawHTML() {
        #expect(warnings("<table><tr><td>x</td></tr></table>\n") == ["6:1 raw-html"])
        #expect(warnings("Open trips/<id>/log, then **<b>bold</b>**.\n") == ["6:12 raw-html"])
        #expect(warnings("Line one<br>\nline two <kbd>⌘</kbd>\n") == ["6:9 raw-html", "7:10 raw-html"])
        let message = LessonParser(checksExerciseFolders: false)
            .parse(file: "Lessons/lesson30.md", text: TestCourse.lesson("<p style=\"color: grey\">Hidden</p>\n")).diagnostics.first?.message
        #expect(message?.hasPrefix("`<p style=\"color: grey\">` is HTML, which the site leaves out") == true, "\(message ?? "")")
    }

    @Test("what renders for every reader is not reported: text links, autolinks, described images, comments, code")
    func accessibleMarkdown() {
        let body = """
        <!-- A note to myself: add a picture of the bar. -->

        Read [the guide](https://example.com), <https://example.com/a>, [![The bar](bar.png)](https://example.com),
        `trips/<id>` and ![A toolbar with Add and Sort](toolbar.png). <!-- inline comment -->

        ```html
        <table><tr><td>code</td></tr></table>
        ```

            <b>indented code</b>
        """
        #expect(warnings(body) == [])
    }
}

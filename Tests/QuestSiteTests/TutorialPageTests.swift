import QuestCore
import Testing
@testable import QuestSite

/// The tutorial page's code: highlighted, one element per line, the lines a step adds marked.
@Suite("Tutorial page")
struct TutorialPageTests {
    @Test("added lines are <ins>, the others <span class=\"line\">, and a comment over two lines stays well-formed on each")
    func markedLines() {
        let html = TutorialPage.markedHTML("let a = 1\n/* one\ntwo */\nlet b = 2\n", added: [1, 3])
        let lines = html.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("<span class=\"line\"><span class=\"hl-keyword\">let</span>"))
        #expect(lines[1] == "<ins class=\"line line-added\"><span class=\"hl-comment\">/* one</span></ins>")
        #expect(lines[2] == "<span class=\"line\"><span class=\"hl-comment\">two */</span></span>")
        #expect(lines[3].hasPrefix("<ins class=\"line line-added\">"))
    }

    @Test("walking the bytes marks the same lines as walking the Characters, and is left for Characters when it would not", arguments: [
        "let a = 1\n/* one\ntwo */\nlet b = 2\n",
        "let s = \"\"\"\n  <b> & </b>\n  \"\"\"\n// a < b > c\n\n",
        "func f() -> Int { 1 < 2 ? 1 : 2 }\n",
        "<span class=\"x\">open\nstill open\n</span> and <unclosed\n",
        "",
        "\n\n",
        "<span class=\"hl-comment\">// café → déjà vu</span>\nlet π = 3.14 // ✓\n",
        "<span>e\u{301}</span>>\u{301} and <\u{301}b>x</b>\n",
        "\u{600}<b>prepended</b>\n",
        "a\r\n<b>crlf</b>\r\nend",
    ])
    func byteWalk(highlighted: String) {
        for added in [Set<Int>(), [0], [1, 2], Set(0..<6)] {
            #expect(TutorialPage.marked(highlighted: highlighted, added: added) == TutorialPage.markedCharacters(highlighted, added: added))
        }
    }

    @Test("each step marks what it adds to the files before it, and names the command that proves it")
    func steps() {
        let tutorial = Tutorial(steps: [
            TutorialStep(number: 1, title: "Add b", prose: "Add `b`.", files: [TutorialFile(path: "A.swift", code: "let a = 1\nlet b = 2\n", line: 3)],
                         claims: [CheckClaim(check: "router", step: "b", line: 9)], line: 1),
            TutorialStep(number: 2, title: "Add a file", prose: "", files: [TutorialFile(path: "B.swift", code: "let c = 3\n", line: 13)],
                         claims: [CheckClaim(check: "router", step: nil, line: 19)], line: 11),
        ], line: 1, starter: "l/starter")
        let lesson = Lesson(number: 30, slug: "lesson30", title: "T", file: "lesson30.md", tutorial: tutorial)
        let page = TutorialPage(lesson: lesson, tutorial: tutorial, starter: ["A.swift": "let a = 1\n"], site: SiteValues(title: "Q", description: "", lessonCount: 1))
        #expect(page.steps.map(\.checkCommand) == ["quest check lesson30 --step 1", "quest check lesson30 --step 2"])
        #expect(page.steps[0].files[0].note == "1 line added or changed (marked)")
        #expect(page.steps[0].files[0].codeHTML.components(separatedBy: "<ins ").count == 2)
        #expect(page.steps[1].files[0].note == "new file")
        #expect(page.steps[1].claims == ["router"])
    }
}

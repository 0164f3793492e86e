import Foundation
import QuestSite
import Testing

@Suite("a hostile lesson produces no executable HTML")
struct SafetyTests {
    static let hostile = """
        ---
        lesson: 7
        title: Hostile <script>alert("title")</script>
        summary: <img src=x onerror=alert('summary')>
        ---

        Raw HTML is dropped: <script>alert('inline')</script> and <b onclick="alert('click')">bold</b>.

        <script>alert('block')</script>

        <div onmouseover="alert('div')">hover</div>

        A [javascript link](javascript:alert('link')), a [spaced one](java%0ascript:alert(1)), a \
        [vbscript link](vbscript:msgbox), a ![data image](data:text/html;base64,PHNjcmlwdD4=), and \
        <a href="javascript:alert('raw')">a raw anchor</a>.

        ## New in <svg onload=alert('callout')>

        `<script>` in code is text.

        ```html
        <script>alert('code block')</script>
        ```

        ## After this lesson you should be able to answer

        - Is <iframe src="javascript:alert('q')"></iframe> safe?

        ## Resources

        - [Bad resource](javascript:alert('resource'))
        - [Good resource](https://developer.apple.com/documentation/swiftui)

        ## Interview problem · Part 3: <script>alert('part')</script>

        > Ask <img src=x onerror=alert('prompt')>.

        ### Answer

        [Answer](javascript:alert('answer'))

        ### What interviewers listen for

        - <b onclick="alert('rubric')">Safety</b>
        """

    @Test("no script element, event-handler attribute or javascript: URL survives into any page")
    func noExecutableHTML() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.write(Self.hostile, to: "lesson7.md")
        try fixture.build()
        for page in ["index.html", "lesson7/index.html", "lesson7/cards.html", "interview/index.html", "404.html"] {
            let problems = ExecutableHTMLScanner.problems(in: try fixture.read(page))
            #expect(problems.isEmpty, "\(page): \(problems.joined(separator: "; "))")
        }
        let lesson = try fixture.read("lesson7/index.html")
        #expect(lesson.contains("Good resource"))
        #expect(lesson.contains("href=\"https://developer.apple.com/documentation/swiftui\""))
        #expect(lesson.contains("&lt;script&gt;"), "code shows markup as text")
    }

    @Test("quest.js puts search results and cards on the page as text, never as markup")
    func scriptInsertsText() throws {
        let script = try String(contentsOf: SiteFixture.templates.appendingPathComponent("quest.js"), encoding: .utf8)
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!script.contains(sink), "quest.js uses \(sink)")
        }
        #expect(script.contains("textContent"))
    }

    @Test("the scanner itself catches each kind of executable HTML", arguments: [
        "<script>alert(1)</script>", "<a href=\"javascript:alert(1)\">x</a>", "<img src=\"x\" onerror=\"alert(1)\">",
        "<iframe src=\"https://example.com\"></iframe>", "<a href=\"JaVaScRiPt&#58;alert(1)\">x</a>",
    ])
    func scannerCatches(html: String) {
        #expect(!ExecutableHTMLScanner.problems(in: html).isEmpty)
    }

    @Test("link targets", arguments: [
        ("https://example.com", true), ("http://example.com/a?b#c", true), ("mailto:a@example.com", true),
        ("../lesson2/index.html", true), ("#q1", true), ("javascript:alert(1)", false), ("JavaScript:alert(1)", false),
        (" javascript:alert(1)", false), ("java\tscript:alert(1)", false), ("vbscript:x", false), ("file:///etc/passwd", false),
        ("data:text/html,<b>", false), ("data:image/png;base64,AAAA", true),
    ])
    func safeLinks(destination: String, safe: Bool) {
        #expect(SafeLink.isSafe(destination) == safe)
    }
}

/// Finds what could run script in a page quest wrote: script elements other than quest's own, frames and plugins,
/// `on…` attributes, and dangerous URLs in `href`/`src`/`action`. quest writes every attribute double-quoted.
enum ExecutableHTMLScanner {
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        for tag in html.matches(of: /<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/) {
            let name = tag.1.lowercased()
            let attributes = tag.2.matches(of: /([^\s=\/"']+)(?:="([^"]*)")?/).map { (String($0.1).lowercased(), $0.2.map(String.init)) }
            if ["iframe", "object", "embed", "frame", "base"].contains(name) { problems.append("<\(name)>") }
            if name == "script" {
                let source = attributes.first { $0.0 == "src" }?.1 ?? ""
                if !["quest.js", "fsrs.js", "search-index.js", "cards-index.js"].contains((source as NSString).lastPathComponent) {
                    problems.append("<script> that is not quest's")
                }
            }
            for (attribute, value) in attributes {
                if attribute.hasPrefix("on") { problems.append("\(attribute)= on <\(name)>") }
                if ["href", "src", "action", "formaction", "xlink:href"].contains(attribute), let value {
                    let decoded = value.replacingOccurrences(of: "&#58;", with: ":").replacingOccurrences(of: "&amp;", with: "&")
                    if !SafeLink.isSafe(decoded) { problems.append("\(attribute)=\"\(value)\"") }
                }
            }
        }
        return problems
    }
}

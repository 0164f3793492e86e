import Foundation
import QuestMustache
import Testing

@Suite("Mustache templates")
struct MustacheTemplateTests {
    @Test("reports template errors with their line and column", arguments: [
        ("{{#a}}\nx", MustacheError.Reason.unclosedSection("a"), 1, 1),
        ("x\n  {{#a}}{{/b}}", .mismatchedClose(expected: "a", found: "b"), 2, 9),
        ("{{/a}}", .unexpectedClose("a"), 1, 1),
        ("line\n\nok {{name", .unclosedTag, 3, 4),
        ("{{}}", .emptyTag, 1, 1),
        ("{{=a=}}", .invalidDelimiters("a"), 1, 1),
        ("{{<layout}}{{$body}}x{{/layout}}", .mismatchedClose(expected: "body", found: "layout"), 1, 22),
    ])
    func reportsErrors(source: String, reason: MustacheError.Reason, line: Int, column: Int) {
        #expect(throws: MustacheError(reason, template: "page", line: line, column: column)) {
            try MustacheTemplate(source, name: "page")
        }
    }

    @Test("prints errors the way compilers do")
    func errorDescription() {
        let error = MustacheError(.unclosedSection("lessons"), template: "index", line: 3, column: 5)
        #expect(error.description == "index:3:5: unclosed section 'lessons'")
    }

    @Test("renders numbers like the spec", arguments: [
        (MustacheValue.number(85), "85"),
        (.number(1.21), "1.21"),
        (.number(-3), "-3"),
        (.number(0.5), "0.5"),
        (.bool(true), "true"),
        (.null, ""),
    ])
    func rendersScalars(value: MustacheValue, expected: String) throws {
        #expect(try MustacheTemplate("{{x}}").render(["x": value]) == expected)
    }

    @Test("treats false, null, empty lists and empty strings as false", arguments: [
        (MustacheValue.bool(false), false), (.null, false), (.array([]), false), (.string(""), false),
        (.bool(true), true), (.number(0), true), (.string("a"), true), (.dictionary([:]), true), (.array([1]), true),
    ])
    func truthiness(value: MustacheValue, truthy: Bool) {
        #expect(value.isTruthy == truthy)
    }

    private struct Lesson: Encodable {
        var number: Int
        var title: String
        var draft: Bool
        var tags: [String]
        var summary: String?
    }

    @Test("renders Encodable view models")
    func rendersEncodable() throws {
        let lesson = Lesson(number: 22, title: "Toolbars & menus", draft: false, tags: ["ui", "swiftui"], summary: nil)
        let value = try MustacheValue(encoding: ["lesson": lesson])
        let template = try MustacheTemplate(
            "{{#lesson}}{{number}}. {{title}}{{^draft}} (final){{/draft}}{{#tags}} #{{.}}{{/tags}}{{^summary}} -{{/summary}}{{/lesson}}"
        )
        #expect(template.render(value) == "22. Toolbars &amp; menus (final) #ui #swiftui -")
    }

    @Test("reads a folder of templates so partials and parents resolve by path")
    func readsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-mustache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("partials"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            // A block on lines of its own re-indents what fills it; `  {{$main}}{{/main}}` would keep the line's own newline too.
            "base.mustache": "<title>{{$title}}quest{{/title}}</title>\n<main>\n  {{$main}}\n  {{/main}}\n</main>\n",
            "lesson.mustache": "{{<base}}\n{{$title}}{{name}}{{/title}}\n{{$main}}\n<h1>{{name}}</h1>\n{{>partials/footer}}\n{{/main}}\n{{/base}}\n",
            "partials/footer.mustache": "<footer>{{>missing}}</footer>\n",
            "notes.txt": "ignored",
        ]
        for (path, text) in files { try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8) }

        let set = try TemplateSet(folder: folder)
        #expect(set.names == ["base", "lesson", "partials/footer"])
        let page = try set.render("lesson", ["name": "Lists"])
        #expect(page
            == "<title>Lists</title>\n<main>\n  <h1>Lists</h1>\n  <footer></footer>\n</main>\n")
        #expect(set.missingReferences.map(\.missing) == ["missing"])
        #expect(throws: MustacheError(.templateNotFound("nope"), template: "nope", line: 1, column: 1)) {
            try set.render("nope", [:])
        }
    }
}

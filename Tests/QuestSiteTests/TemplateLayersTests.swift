import Foundation
import QuestSite
import Testing

/// A course's own `Templates/` over quest's defaults, file by file (what an installed quest does with a course that
/// restyles one page).
@Suite("Templates in layers")
struct TemplateLayersTests {
    @Test("a course file replaces quest's file of the same path; the rest come from quest's defaults")
    func courseOverridesFileByFile() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.addLesson(1)
        let course = fixture.root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: course.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try Data("body { color: rebeccapurple; }\n".utf8).write(to: course.appendingPathComponent("style.css"))
        let footer = try String(contentsOf: SiteFixture.templates.appendingPathComponent("partials/footer.mustache"), encoding: .utf8)
        try Data(("<p>A course of its own</p>\n" + footer).utf8).write(to: course.appendingPathComponent("partials/footer.mustache"))

        let options = SiteOptions(
            lessons: fixture.lessons, templateFolders: [SiteFixture.templates, course], output: fixture.output, questVersion: "test"
        )
        _ = try SiteBuilder(options: options).build()
        #expect(try fixture.read("style.css").hasPrefix("body { color: rebeccapurple; }"))
        #expect(try fixture.read("lesson1/index.html").contains("<p>A course of its own</p>"))
        // Pages the course did not write come from the defaults.
        let defaults = try String(contentsOf: SiteFixture.templates.appendingPathComponent("quest.js"), encoding: .utf8)
        #expect(try fixture.read("quest.js") == defaults)
    }

    @Test("the same templates give the same site whether they come in one folder or as identical layers")
    func layersDoNotChangeBytes() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        let single = fixture.root.appendingPathComponent("single")
        let layered = fixture.root.appendingPathComponent("layered")
        try fixture.build(output: single)
        _ = try SiteBuilder(options: SiteOptions(
            lessons: fixture.lessons, templateFolders: [SiteFixture.templates, SiteFixture.templates.appendingPathComponent("partials/..")],
            output: layered, questVersion: "test"
        )).build()
        #expect(try SiteFixture.tree(single) == SiteFixture.tree(layered))
    }
}

import Foundation
import QuestCore
import Testing
@testable import QuestSite

/// What a new author tripped on: text after a resource link was dropped from the page, and a check's misspelt
/// `section:` anchor went unnoticed.
@Suite("Resources and section anchors on a lesson page")
struct ResourcePageTests {
    @Test("the text after a resource link is on the page, after the link")
    func resourceNote() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.addLesson(3, body: """
            Notes.

            ## Resources

            - [Sheets](https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)) — how `item:` decides when it shows.
            """)
        try fixture.build()
        let page = try fixture.read(SitePath.lessonPage("lesson3"))
        #expect(page.contains("</a> — how item: decides when it shows.</li>"), "\(page)")
    }

    @Test("a check's section that names no anchor of the page is a warning at the string, with the nearest anchor")
    func misspeltSection() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.addLesson(3, body: "Notes.\n\n### Presenting a sheet\n\nUse `.sheet(item:)`.\n")
        let checks = fixture.lessons.appendingPathComponent("lesson3/checks")
        try FileManager.default.createDirectory(at: checks, withIntermediateDirectories: true)
        let source = """
            struct EditSheet {
                let good = LessonSection("#presenting-a-sheet")
                func f() { check.expect(true, "x", expected: "", actual: "", section: "#presenting-a-sheat") }
                func g() { check.expect(true, "y", expected: "", actual: "", section: "#notes") }
            }
            """
        try Data(source.utf8).write(to: checks.appendingPathComponent("edit-sheet.swift"))
        let course = try CourseLoader().load(directory: fixture.lessons.path)
        let lesson = try #require(course.lessons.first)
        let found = SectionAnchorCheck().diagnostics(for: lesson, in: course)
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.code == DiagnosticCode.unknownSectionAnchor.rawValue)
        #expect(warning.location.file.hasSuffix("lesson3/checks/edit-sheet.swift"))
        #expect(warning.location.line == 3 && warning.location.column == 66, "\(warning.location)")
        #expect(warning.message.contains("did you mean #presenting-a-sheet?"), "\(warning.message)")
    }
}

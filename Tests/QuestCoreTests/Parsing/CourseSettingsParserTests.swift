import Foundation
import QuestCore
import Testing

@Suite("Lessons/course.md: the course's settings")
struct CourseSettingsParserTests {
    static let course = """
        ---
        title: SwiftUI in 30 days
        description: "A month of SwiftUI: one lesson a day."
        base-url: https://example.com/swiftui
        language: en-GB
        deck: Courses::SwiftUI
        ---

        Welcome to the course. Each day is one lesson.

        Work through them in order; every lesson ends with an exercise.
        """

    private func parse(_ text: String) -> CourseSettingsParser.Result {
        CourseSettingsParser().parse(file: "Lessons/course.md", text: text)
    }

    @Test("every setting is read, and the body is the introduction")
    func everySetting() {
        let result = parse(Self.course)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.settings == CourseSettings(
            title: "SwiftUI in 30 days", description: "A month of SwiftUI: one lesson a day.",
            baseURL: "https://example.com/swiftui/", language: "en-GB", deckName: "Courses::SwiftUI",
            introduction: "Welcome to the course. Each day is one lesson.\n\nWork through them in order; every lesson ends with an exercise."
        ))
    }

    @Test("settings the file leaves out keep their defaults; a file without front matter is all introduction")
    func defaults() {
        let partial = parse("---\ntitle: Short\n---\n")
        #expect(partial.settings.title == "Short")
        #expect(partial.settings.language == CourseSettings.defaults.language)
        #expect(partial.settings.deckName == CourseSettings.defaults.deckName)
        #expect(partial.settings.baseURL == nil)
        #expect(partial.settings.introduction == "")
        let bare = parse("Just an introduction.\n")
        #expect(bare.diagnostics.isEmpty)
        #expect(bare.settings.title == CourseSettings.defaults.title)
        #expect(bare.settings.introduction == "Just an introduction.")
    }

    @Test("a malformed value is an error at its line and column, and the default is kept", arguments: [
        ("base-url: ftp://example.com/", "Lessons/course.md:2:11: error: `base-url: ftp://example.com/`: expected an absolute http(s) address such as https://example.com/course/ [invalid-course-setting]"),
        ("base-url: /course/", "Lessons/course.md:2:11: error: `base-url: /course/`: expected an absolute http(s) address such as https://example.com/course/ [invalid-course-setting]"),
        ("language: English!", "Lessons/course.md:2:11: error: `language: English!`: expected a language tag such as `en` or `pt-BR` [invalid-course-setting]"),
        ("title:", "Lessons/course.md:2:7: error: `title: `: the course needs a title [invalid-course-setting]"),
        ("deck: Quest::", "Lessons/course.md:2:7: error: `deck: Quest::`: expected an Anki deck name such as `Quest` or `Courses::Quest` [invalid-course-setting]"),
    ])
    func malformedValue(line: String, expected: String) {
        let result = parse("---\n\(line)\n---\n")
        #expect(result.diagnostics.map(\.description) == [expected])
        #expect(result.settings == CourseSettings.defaults)
    }

    @Test("an unknown key is a warning that names the known ones")
    func unknownKey() {
        let result = parse("---\ntitle: A course\ntheme: dark\n---\n")
        #expect(result.settings.title == "A course")
        #expect(result.diagnostics.map(\.description) == [
            "Lessons/course.md:3:1: warning: quest does not know the course setting `theme` (known keys: title, description, base-url, language, deck); it is ignored [unknown-front-matter-key]",
        ])
    }

    @Test("syntax errors are reported as in lessons", arguments: [
        ("---\ntitle: A\n", "unterminated-front-matter", 1),
        ("---\ntitle: A\ntitle: B\n---\n", "duplicate-front-matter-key", 3),
        ("---\njust words\n---\n", "malformed-front-matter-line", 2),
    ])
    func syntaxErrors(text: String, code: String, line: Int) {
        let result = parse(text)
        #expect(result.diagnostics.map(\.code) == [code])
        #expect(result.diagnostics.first?.location.line == line)
    }

    @Test("bytes that are not UTF-8 are an error, not a crash")
    func notUTF8() {
        let result = CourseSettingsParser().parse(file: "Lessons/course.md", data: Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF]))
        #expect(result.diagnostics.map(\.code) == ["not-utf8"])
    }

    @Test("the course loader reads course.md into the settings and never as a lesson")
    func loaderTakesSettings() throws {
        let folder = try TestCourse.folder(with: [CourseSettings.fileName: Data(Self.course.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = try CourseLoader().load(directory: folder.path)
        #expect(course.lessons.map(\.slug) == ["lesson22"])
        #expect(course.settings.title == "SwiftUI in 30 days")
        #expect(course.diagnostics.isEmpty, "\(course.diagnostics.map(\.description))")

        let broken = CourseLoader(parser: LessonParser(checksExerciseFolders: false)).load([
            .init(file: "L/course.md", text: "---\nlanguage: ?\n---\n"),
            .init(file: "L/a.md", text: TestCourse.lesson("A.\n", number: "1")),
        ], directory: "L")
        #expect(broken.lessons.map(\.slug) == ["a"])
        #expect(broken.diagnostics.map(\.description) == [
            "L/course.md:2:11: error: `language: ?`: expected a language tag such as `en` or `pt-BR` [invalid-course-setting]",
        ])
    }

    @Test("a course without course.md has the defaults")
    func noFile() {
        let course = CourseLoader(parser: LessonParser(checksExerciseFolders: false)).load([
            .init(file: "L/a.md", text: TestCourse.lesson("A.\n", number: "1")),
        ], directory: "L")
        #expect(course.settings == CourseSettings.defaults)
    }
}

import Foundation
import QuestCore
import Testing

@Suite("Course loader")
struct CourseLoaderTests {
    @Test("lessons come sorted by number, not by file name")
    func sortedByNumber() {
        let course = CourseLoader(parser: LessonParser(checksExerciseFolders: false)).load([
            .init(file: "L/b.md", text: TestCourse.lesson("B.\n", number: "10")),
            .init(file: "L/a.md", text: TestCourse.lesson("A.\n", number: "2")),
            .init(file: "L/c.md", text: TestCourse.lesson("C.\n", number: "7")),
        ], directory: "L")
        #expect(course.lessons.map(\.number) == [2, 7, 10])
        #expect(course.lesson(named: "7")?.slug == "c")
        #expect(course.lesson(named: "a")?.number == 2)
    }

    @Test("one unreadable lesson never hides the others")
    func badLessonDoesNotStopOthers() {
        let course = CourseLoader(parser: LessonParser(checksExerciseFolders: false)).load([
            .init(file: "L/a.md", data: Data([0xFF, 0xFE, 0x00])),
            .init(file: "L/b.md", text: "no front matter"),
            .init(file: "L/c.md", text: TestCourse.lesson("C.\n", number: "3")),
        ], directory: "L")
        #expect(course.lessons.map(\.slug) == ["c"])
        #expect(Set(course.diagnostics.map(\.code)) == ["not-utf8", "missing-front-matter"])
    }

    @Test("a folder on disk: only *.md files are lessons, and sub-folders are left alone")
    func directory() throws {
        let folder = try TestCourse.folder(with: ["notes.txt": Data("x".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = try CourseLoader().load(directory: folder.path)
        #expect(course.lessons.map(\.slug) == ["lesson22"])
        #expect(course.diagnostics.isEmpty, "\(course.diagnostics.map(\.description))")
        #expect(course.lessons.first?.file == folder.path + "/lesson22.md")
    }

    @Test("a folder that does not exist throws instead of looking empty")
    func missingFolder() {
        #expect(throws: (any Error).self) {
            try CourseLoader().load(directory: "/nonexistent/quest/Lessons")
        }
    }
}

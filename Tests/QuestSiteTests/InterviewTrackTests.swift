import Foundation
import QuestSite
import Testing

@Suite("The interview track")
struct InterviewTrackTests {
    static let course = SiteFixture.repository.appendingPathComponent("Tests/QuestSiteTests/Fixtures/interview-course")

    /// The three-lesson course: lesson 10 holds Part 5, lesson 11 Part 4, lesson 12 Part 6.
    static func fixture(except skipped: String? = nil) throws -> SiteFixture {
        let fixture = try SiteFixture()
        for name in ["lesson10.md", "lesson11.md", "lesson12.md"] where name != skipped {
            try Data(contentsOf: course.appendingPathComponent(name)).write(to: fixture.lessons.appendingPathComponent(name))
        }
        return fixture
    }

    @Test("interview/index.html lists every part in part order, each with its title, lesson and prompt")
    func partOrder() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let report = try fixture.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try fixture.read("interview/index.html")
        let parts = page.matches(of: /data-interview-part="(\d+)"/).map { Int($0.1)! }
        #expect(parts == [4, 5, 6])
        let order = ["Lesson 11: State and bindings", "Who owns the toggle", "walk me through the fix",
                     "Lesson 10: Lists and identity", "Rows that lose their state", "forgets what the user typed",
                     "Lesson 12: Navigation as data", "Back to the root", "returns to the root from anywhere"]
        let positions = order.map { page.range(of: $0, options: .caseInsensitive)?.lowerBound }
        #expect(!positions.contains(nil), "missing: \(zip(order, positions).filter { $0.1 == nil }.map(\.0))")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(page.contains("href=\"../lesson11/index.html#interview\""))
        #expect(page.contains("data-storage-key=\"quest.interview.lesson11.part4\""))
        #expect(page.contains("What interviewers listen for"))
        #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("decks/interview.apkg").path))
    }

    @Test("a missing part is a warning at the heading after the gap; the page lists the parts there are")
    func gap() throws {
        let fixture = try Self.fixture(except: "lesson10.md")
        defer { fixture.remove() }
        let report = try fixture.build()
        let warning = try #require(report.diagnostics.first { $0.code == "interview-part-gap" })
        #expect(warning.severity == .warning)
        #expect(warning.location.file.hasSuffix("lesson12.md") && warning.location.line == 11)
        #expect(warning.message.contains("Part 5 is missing"))
        let parts = try fixture.read("interview/index.html").matches(of: /data-interview-part="(\d+)"/).map { Int($0.1)! }
        #expect(parts == [4, 6])
    }

    @Test("two lessons claiming one part is an error at the later lesson's heading, naming the first")
    func duplicate() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let text = try String(contentsOf: Self.course.appendingPathComponent("lesson12.md"), encoding: .utf8)
            .replacingOccurrences(of: "lesson: 12", with: "lesson: 13").replacingOccurrences(of: "Part 6", with: "Part 4")
        try fixture.write(text, to: "lesson13.md")
        let error = try #require(throws: SiteBuildError.self) { try fixture.build() }
        let duplicate = try #require(error.diagnostics.first { $0.code == "duplicate-interview-part" })
        #expect(duplicate.severity == .error)
        #expect(duplicate.location.file.hasSuffix("lesson13.md") && duplicate.location.line == 11)
        #expect(duplicate.message.contains("lesson11.md:11"))
        #expect(duplicate.description.hasSuffix("[duplicate-interview-part]"))
    }

    @Test("the track page is rendered again only when an interview part changed")
    func pageFollowsParts() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.build()
        let page = fixture.output.appendingPathComponent("interview/index.html")
        func fileNumber() throws -> Int? { try FileManager.default.attributesOfItem(atPath: page.path)[.systemFileNumber] as? Int }
        let lesson = fixture.lessons.appendingPathComponent("lesson10.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)

        let first = try fileNumber()
        try text.replacingOccurrences(of: "\n## ", with: "\nA new sentence in the notes.\n\n## ", options: [], range: text.range(of: "\n## "))
            .write(to: lesson, atomically: true, encoding: .utf8)
        try fixture.build()
        #expect(try fileNumber() == first, "the page was written again, not reused")

        try text.replacingOccurrences(of: "Rows that lose their state", with: "Rows that forget their state")
            .write(to: lesson, atomically: true, encoding: .utf8)
        try fixture.build()
        #expect(try fixture.read("interview/index.html").contains("Rows that forget their state"))
    }

    @Test("when only a lesson's date moves, interview.apkg is re-dated and equals a clean build's")
    func reDatedTrack() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.build()
        let deck = fixture.output.appendingPathComponent("decks/interview.apkg")
        let before = try Data(contentsOf: deck)
        let lesson = fixture.lessons.appendingPathComponent("lesson11.md")
        let later = Date(timeIntervalSince1970: 1_900_000_000)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: lesson.path)
        try fixture.build()
        #expect(try Data(contentsOf: deck) != before, "the track's notes carry the newest lesson's date")

        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean))
    }

    @Test("a damaged interview.apkg in the previous site is made again from the cards, as a clean build makes it")
    func damagedPreviousTrack() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.build()
        try Data("not a zip".utf8).write(to: fixture.output.appendingPathComponent("decks/interview.apkg"))
        let lesson = fixture.lessons.appendingPathComponent("lesson11.md")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_900_000_000)], ofItemAtPath: lesson.path)
        try fixture.build()

        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean))
    }
}

import Foundation
import QuestCore
@testable import QuestSite
import Testing

/// A kept outline (`OutlineCodec`) reads back as the outline that was kept, and damaged bytes read as nothing.
@Suite("outline codec")
struct OutlineCodecTests {
    /// Lesson 22 (interview part, tutorial, exercises, questions) as the render step leaves its outline: card ids,
    /// search entries and the checks' diagnostics filled in.
    private static func outline() throws -> LessonOutline {
        let data = try Data(contentsOf: SiteFixture.lesson22)
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson22.md", data: data)
        let lesson = try #require(result.lesson)
        var outline = LessonOutline(lesson: lesson, digest: SHA256.hex(of: "x"), numberLine: result.numberLine, diagnostics: result.diagnostics)
        outline.checkDiagnostics = [
            Diagnostic(.warning, at: SourceLocation(file: "Lessons/lesson22.md", line: 3, column: 7), code: "a-code", "caf\u{e9} \u{1F389}"),
            Diagnostic(.note, at: SourceLocation(file: "", line: 0, column: 0), code: "", ""),
        ]
        outline.cardIDs = ["q1", "interview", ""]
        outline.searchFragment = try SearchIndex.fragment(for: lesson)
        // Every optional field present (lesson 22 may leave some out).
        outline.tutorialStarter = outline.tutorialStarter ?? "lesson22/starter"
        outline.summary = outline.summary ?? "A summary"
        outline.platform = outline.platform ?? "iOS 27"
        return outline
    }

    @Test("every field reads back, the interview part in full")
    func roundTrip() throws {
        let outline = try Self.outline()
        #expect(outline.hasInterview)
        let bytes = OutlineCodec.encode(outline)
        let read = try #require(OutlineCodec.decode(bytes))
        #expect(read == outline)
        #expect(read.interview == outline.interview && read.interview != nil)
        #expect(read.skeletonWithInterview == outline.skeletonWithInterview)
        // The skeleton holds the part's number, title and line, not its text.
        #expect(read.skeleton.interview?.part == outline.interview?.part)
        #expect(read.skeleton.interview?.line == outline.interview?.line)
        #expect(read.skeleton.interview?.prompt == "")
        #expect(OutlineCodec.encode(read) == bytes, "the layout is deterministic")
    }

    @Test("an outline without optional parts reads back")
    func sparse() throws {
        let outline = LessonOutline(file: "Lessons/a.md", digest: "", number: -3, slug: "a", title: "")
        #expect(OutlineCodec.decode(OutlineCodec.encode(outline)) == outline)
        #expect(outline.interview == nil && !outline.hasInterview)
    }

    @Test("cut, lengthened or altered bytes read as nothing, never a crash")
    func damaged() throws {
        let bytes = OutlineCodec.encode(try Self.outline())
        for keep in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(OutlineCodec.decode(bytes.prefix(keep)) == nil)
        }
        #expect(OutlineCodec.decode(bytes + [0]) == nil)
        // A length that runs past the end, and a string that is not UTF-8.
        var huge = bytes
        huge.replaceSubrange(0..<4, with: [0xff, 0xff, 0xff, 0x7f])
        #expect(OutlineCodec.decode(huge) == nil)
        var invalid = bytes
        invalid[4] = 0xff
        #expect(OutlineCodec.decode(invalid) == nil)
    }
}

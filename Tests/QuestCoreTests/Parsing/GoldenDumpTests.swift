import Foundation
import QuestCore
import Testing

@Suite("Golden dump of lesson 22")
struct GoldenDumpTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/lesson22.json")

    @Test("quest dump's JSON for lesson 22 matches Golden/lesson22.json (QUEST_RECORD_GOLDEN=1 re-records it)")
    func matchesGolden() throws {
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson22.md", text: try TestCourse.lesson22)
        let json = LessonJSON.encode(try #require(result.lesson))
        if ProcessInfo.processInfo.environment["QUEST_RECORD_GOLDEN"] == "1" {
            try json.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(json == expected, "run with QUEST_RECORD_GOLDEN=1 and review the diff if the change is intended")
    }

    @Test("absent optional parts are explicit nulls, and the same lesson always gives the same bytes")
    func explicitNulls() throws {
        let text = TestCourse.lesson("## After this lesson you should be able to answer\n\n- Why?\n")
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: text).lesson)
        let json = LessonJSON.encode(lesson)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["interview"] is NSNull)
        #expect(object["summary"] is NSNull)
        let question = try #require((object["questions"] as? [[String: Any]])?.first)
        #expect(question["answer"] is NSNull)
        #expect(LessonJSON.encode(lesson) == json)
    }
}

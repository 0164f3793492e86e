import Foundation
import Testing

/// The analyzer's advice through the real binary: `quest check`'s Advice section and `--no-advice`, and Exercism's
/// analyzer interface (`Scripts/exercism/analyze.sh`).
@Suite("Advice, end to end")
struct AdviceEndToEndTests {
    /// A real submission in an older style: NavigationView, ObservableObject, `.navigationBarTrailing`.
    static let submission = CLI.root.appendingPathComponent("Tests/Submissions/observableobject-navigationview").path
    static let lessons = CLI.root.appendingPathComponent("Lessons").path

    @Test("check shows the Advice section after the checks; --no-advice leaves it out; the verdict and exit code do not change",
          .enabled(if: GradingCommandsTests.canGrade))
    func checkAdvice() throws {
        let arguments = ["check", "lesson22", Self.submission, "--lessons", Self.lessons, "--exercise", "list-toolbar-search", "--seed", "1"]
        let github = try CLI.binary(arguments + ["--format", "github"], in: CLI.root)
        #expect(github.status == 0, "\(github.output)")
        let score = try #require(github.output.range(of: "Score: "))
        let advice = try #require(github.output.range(of: "Advice (a mentor's comments; they never change the checks' verdict):"))
        #expect(score.lowerBound < advice.lowerBound)
        #expect(github.output.contains("  ContentView.swift:25:9: actionable: `NavigationView` is deprecated."))
        #expect(github.output.contains("[navigation-view]\n      read: lesson22#interview"))
        #expect(github.output.contains("\n::notice file=\(Self.submission)/ContentView.swift,line=25,col=9,title=actionable%3A navigation-view::`NavigationView` is deprecated."))

        let quiet = try CLI.binary(arguments + ["--no-advice", "--format", "json"], in: CLI.root)
        #expect(quiet.status == github.status)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(quiet.output.utf8)) as? [String: Any])
        #expect(results["version"] as? Int == 3 && results["status"] as? String == "pass")
        #expect(results["advice"] == nil)
        #expect(!quiet.output.contains("navigation-view"))
    }

    @Test("analyze.sh writes analysis.json and tags.json as Exercism documents them", .enabled(if: EndToEndTests.binary != nil))
    func exercismAnalyzer() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("quest-analysis-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Process()
        script.executableURL = CLI.root.appendingPathComponent("Scripts/exercism/analyze.sh")
        script.arguments = ["list-toolbar-search", Self.submission + "/", output.path + "/"]
        script.environment = ProcessInfo.processInfo.environment.merging(
            ["QUEST_BIN": try #require(EndToEndTests.binary).path, "QUEST_LESSONS": Self.lessons], uniquingKeysWith: { $1 }
        )
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)

        let analysis = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appendingPathComponent("analysis.json"))) as? [String: Any])
        #expect(Set(analysis.keys) == ["summary", "comments"])
        #expect((analysis["summary"] as? String)?.isEmpty == false)
        let comments = try #require(analysis["comments"] as? [[String: Any]])
        #expect(!comments.isEmpty)
        for comment in comments {
            #expect(Set(comment.keys) == ["comment", "params", "type"])
            #expect((comment["comment"] as? String)?.hasPrefix("swift.quest.") == true)
            #expect(["essential", "actionable", "informative", "celebratory"].contains(comment["type"] as? String ?? ""))
            let params = try #require(comment["params"] as? [String: String])
            #expect(["file", "line", "column", "message"].allSatisfy { params[$0] != nil })
        }
        #expect(comments.contains { $0["comment"] as? String == "swift.quest.navigation_view" })

        let tags = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appendingPathComponent("tags.json"))) as? [String: Any])
        #expect(Set(tags.keys) == ["tags"])
        let list = try #require(tags["tags"] as? [String])
        #expect(list.contains("construct:class") && list.contains("uses:toolbar") && list == list.sorted())
    }
}

import Foundation
import QuestAnalyzer
import Testing

/// Docs/analyzer.md against the analyzer: every rule has a section with a wrong and a right example, the examples
/// compile against QuestUI with the real binary (`quest typecheck`), the rule comments on the wrong one and not on the
/// right one (praise the other way round), and the docs' table names each rule with its kind and section.
@Suite("Docs/analyzer.md")
struct AnalyzerDocumentationTests {
    static let docs = (try? String(contentsOf: CLI.root.appendingPathComponent("Docs/analyzer.md"), encoding: .utf8)) ?? ""

    /// The example written in a ```swift wrong=<rule> (or right=<rule>) block.
    static func example(_ side: String, of rule: String) -> String? {
        guard let start = docs.range(of: "```swift \(side)=\(rule)\n"),
              let end = docs.range(of: "```\n", range: start.upperBound..<docs.endIndex) else { return nil }
        return String(docs[start.upperBound..<end.lowerBound])
    }

    @Test("every rule has a row in the table, with its kind and section, and a wrong and a right example")
    func everyRuleDocumented() throws {
        for rule in Analyzer.rules {
            let section = rule.section?.description ?? "—"
            #expect(Self.docs.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.kind.rawValue) | \(section) |"), "\(rule.id)")
            #expect(Self.example("wrong", of: rule.id) != nil, "\(rule.id) has no wrong example")
            #expect(Self.example("right", of: rule.id) != nil, "\(rule.id) has no right example")
        }
    }

    @Test("each wrong example gets its rule's comment and each right one does not (praise: the other way round)",
          arguments: Analyzer.rules.map(\.id))
    func examplesFire(_ id: String) throws {
        let rule = try #require(Analyzer.rules.first { $0.id == id })
        let wrong = try #require(Self.example("wrong", of: id))
        let right = try #require(Self.example("right", of: id))
        let onWrong = Analyzer().analyze(files: [("Wrong.swift", wrong)]).filter { $0.rule == id }
        let onRight = Analyzer().analyze(files: [("Right.swift", right)]).filter { $0.rule == id }
        if rule.kind == .celebratory {
            #expect(onWrong.isEmpty && !onRight.isEmpty, "wrong: \(onWrong), right: \(onRight)")
        } else {
            #expect(!onWrong.isEmpty && onRight.isEmpty, "wrong: \(onWrong), right: \(onRight)")
        }
    }

    @Test("every example compiles against QuestUI, as quest typecheck compiles learner code",
          .enabled(if: GradingCommandsTests.canGrade))
    func examplesCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-analyzer-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for side in ["wrong", "right"] {
            let sideFolder = folder.appendingPathComponent(side)
            try FileManager.default.createDirectory(at: sideFolder, withIntermediateDirectories: true)
            for rule in Analyzer.rules {
                let example = try #require(Self.example(side, of: rule.id))
                try example.write(to: sideFolder.appendingPathComponent("\(rule.id).swift"), atomically: true, encoding: .utf8)
            }
            // All of one side together, as one app target: the examples' type names are unique on each side.
            let run = try CLI.binary(["typecheck", sideFolder.path], in: folder)
            #expect(run.status == 0, "the \(side) examples do not compile:\n\(run.output)")
        }
    }

    @Test("every teaching section names a lesson of Lessons/ and an anchor its page has")
    func sectionsExist() throws {
        let anchors = ["#notes", "#exercise", "#interview", "#new-in-ios-27"]
        for rule in Analyzer.rules {
            guard let section = rule.section else { continue }
            let lesson = CLI.root.appendingPathComponent("Lessons/\(section.lesson).md")
            let text = try String(contentsOf: lesson, encoding: .utf8)
            #expect(anchors.contains(section.anchor), "\(rule.id): \(section)")
            if section.anchor == "#new-in-ios-27" { #expect(text.contains("## New in iOS 27")) }
            if section.anchor == "#interview" { #expect(text.contains("## Interview problem")) }
        }
    }
}

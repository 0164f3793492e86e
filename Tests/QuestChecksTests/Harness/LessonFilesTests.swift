import Foundation
import Testing
@testable import QuestChecks

/// Lessons/lesson22's exercise folders follow the format of Docs/exercises.md.
@Suite("Lesson 22's exercise files")
struct LessonFilesTests {
    static let lesson = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons/lesson22")
    static let checks: Set<String> = ["toolbar-layout", "search-filter", "router"]

    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: lesson.appendingPathComponent(folder).path).sorted()
    }

    static var mutants: [String] {
        (try? files("mutants")) ?? []
    }

    @Test("the starter and the solution hold the contract's files")
    func folders() throws {
        #expect(try Self.files("starter") == ["ContentView.swift", "Router.swift"])
        #expect(try Self.files("solution") == ["ContentView.swift", "RootView.swift", "Router.swift"])
    }

    @Test("there are at least eight mutants, covering every check")
    func enoughMutants() throws {
        #expect(Self.mutants.count >= 8)
        let named = try Set(Self.mutants.map { try fails(of: $0) })
        #expect(named == Self.checks)
    }

    @Test("each mutant names one known check and only replaces solution files, changing them", arguments: mutants)
    func mutant(name: String) throws {
        #expect(name.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(Self.checks.contains(try fails(of: name)))
        let replaced = try Self.files("mutants/\(name)").filter { $0 != "fails" }
        #expect(!replaced.isEmpty)
        for file in replaced {
            let mutantText = try String(contentsOf: Self.lesson.appendingPathComponent("mutants/\(name)/\(file)"), encoding: .utf8)
            let solutionText = try String(contentsOf: Self.lesson.appendingPathComponent("solution/\(file)"), encoding: .utf8)
            #expect(mutantText != solutionText, "\(name)/\(file) is the solution's file")
        }
    }

    private func fails(of mutant: String) throws -> String {
        let text = try String(contentsOf: Self.lesson.appendingPathComponent("mutants/\(mutant)/fails"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines.count == 1, "\(mutant)/fails must hold one line")
        return lines.first ?? ""
    }
}

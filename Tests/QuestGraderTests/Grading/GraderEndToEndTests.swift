import Foundation
import QuestCore
import Testing
@testable import QuestGrader

/// Grades real learner folders with the prebuilt QuestUI and QuestChecks (built next to the test bundle by
/// `swift build --build-tests`), the real glue and the real sandbox.
enum GraderFixture {
    /// This target's copy of Lessons/lesson22's starter and solution (Fixtures/README.md).
    static let lesson22 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lesson22").path

    /// True when the modules, the compiler and the launcher are all there, or when CI requires them (then a missing
    /// one fails the tests instead of skipping them).
    static let available: Bool = (try? CompilerSettings.locate()) != nil || PrebuiltRequirement.isRequired

    static let listExercise = Exercise(
        id: "list-toolbar-search", title: "Exercise", prompt: "", entry: "ContentView",
        checks: ["toolbar-layout", "search-filter"], line: 20
    )
    static let routerExercise = Exercise(
        id: "deep-link-router", title: "Answer", prompt: "", entry: "Router", checks: ["router"], line: 94
    )

    static func grader(limits: SandboxLimits = SandboxLimits()) throws -> Grader {
        try Grader.locate(glue: CheckGlue(), limits: limits)
    }

    /// A copy of the solution with `edit` applied to the file `name` (text → new text).
    static func variant(_ name: String, removing removed: [String] = [], _ edit: (String) -> String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-variant-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: lesson22 + "/solution", toPath: folder)
        let path = folder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try edit(text).write(toFile: path, atomically: true, encoding: .utf8)
        for file in removed { try FileManager.default.removeItem(atPath: folder + "/" + file) }
        return folder
    }

    static func grade(
        _ folder: String, _ exercises: [Exercise] = [listExercise, routerExercise], limits: SandboxLimits = SandboxLimits()
    ) throws -> [ExerciseGrade] {
        let workspace = try LearnerWorkspace.read(folder)
        let numbered = exercises.enumerated().map { ($0.element, $0.offset + 1) }
        return try grader(limits: limits).grade(numbered, workspace: workspace)
    }
}

@Suite("Grading real learner code end to end", .enabled(if: GraderFixture.available, "QuestUI and QuestChecks are not built"))
struct GraderEndToEndTests {
    @Test("the reference solution passes every check of both exercises")
    func solution() throws {
        let grades = try GraderFixture.grade(GraderFixture.lesson22 + "/solution")
        #expect(grades.map(\.outcome) == [.passed, .passed], "\(grades.map { "\($0.message ?? "") \($0.diagnostics.map(\.message))" })")
        #expect(grades.allSatisfy { !$0.results.isEmpty })
        #expect(GradeReport(lesson: "lesson22", title: "", exercises: grades).exitCode == 0)
    }

    @Test("the starter compiles and fails")
    func starter() throws {
        let grades = try GraderFixture.grade(GraderFixture.lesson22 + "/starter")
        #expect(grades.map(\.outcome) == [.failed, .failed])
    }

    @Test("a crash is reported with the Fatal error message and the learner's line; the other exercise still passes")
    func crash() throws {
        let folder = try GraderFixture.variant("Router.swift") {
            $0.replacingOccurrences(of: "let id = Int(parts[1]) else { return }", with: "true else { return }\n        let id = Int(parts[1])!")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grades = try GraderFixture.grade(folder)
        #expect(grades[0].outcome == .passed)
        #expect(grades[1].outcome == .crashed)
        #expect(grades[1].crash?.message == "Unexpectedly found nil while unwrapping an Optional value")
        #expect(grades[1].crash?.location == "Router.swift:19")
        #expect(grades[1].interruptedStep?.check == "router")
    }

    @Test("an infinite loop is stopped by a limit and reported as such")
    func infiniteLoop() throws {
        let folder = try GraderFixture.variant("Router.swift") {
            $0.replacingOccurrences(of: "func popToRoot() { path.removeAll() }", with: "func popToRoot() { while true {} }")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let limits = SandboxLimits(wallMilliseconds: 10_000, cpuSeconds: 2)
        let grades = try GraderFixture.grade(folder, [GraderFixture.routerExercise], limits: limits)
        #expect([.cpuLimit, .timeLimit].contains(grades[0].outcome))
        #expect(grades[0].message?.contains("popToRoot") == true)
    }

    @Test("a compile error is the compiler's diagnostic at the learner's relative path")
    func compileError() throws {
        let folder = try GraderFixture.variant("Router.swift") {
            $0.replacingOccurrences(of: "path = [.trip(id: id)]", with: "path = [.trip(identifier: id)]")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grades = try GraderFixture.grade(folder, [GraderFixture.routerExercise])
        #expect(grades[0].outcome == .didNotCompile)
        let first = try #require(grades[0].diagnostics.first)
        #expect(first.file == "Router.swift" && first.line == 19 && first.inLearnerFile)
        #expect(first.description.contains("\n"), "the source excerpt and caret follow on their own lines")
    }

    @Test("a syntax error every frontend reads is reported once, at the learner's line")
    func syntaxErrorOnce() throws {
        let folder = try GraderFixture.variant("Router.swift") {
            $0.replacingOccurrences(of: "func popToRoot() { path.removeAll() }", with: "func popToRoot() { path.removeAll( }")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grades = try GraderFixture.grade(folder, [GraderFixture.listExercise])
        #expect(grades[0].outcome == .didNotCompile)
        let errors = grades[0].diagnostics.filter(\.isError)
        #expect(!errors.isEmpty && errors.allSatisfy { $0.file == "Router.swift" && $0.line == 24 })
        #expect(Set(errors).count == errors.count, "\(errors)")
    }

    @Test("a missing contract member is said plainly")
    func contract() throws {
        let folder = try GraderFixture.variant("Router.swift", removing: ["RootView.swift"]) {
            $0.replacingOccurrences(of: "func popToRoot()", with: "func reset()")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grades = try GraderFixture.grade(folder)
        #expect(grades[0].outcome == .passed, "the other exercise is still graded")
        #expect(grades[1].outcome == .didNotCompile)
        #expect(grades[1].contractProblems == ["expected a type named Router with a method popToRoot()"])
    }

    @Test("SwiftData is refused with a plain message, before compiling")
    func outOfScope() throws {
        let folder = try GraderFixture.variant("ContentView.swift") { $0.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport SwiftData") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grades = try GraderFixture.grade(folder, [GraderFixture.listExercise])
        #expect(grades[0].outcome == .didNotCompile)
        #expect(grades[0].diagnostics.first?.description.hasPrefix("ContentView.swift:2:1: error: import SwiftData: SwiftData") == true)
    }

    @Test("typecheck reports errors at the path the learner gave, and passes good code")
    func typecheck() throws {
        let compiler = LearnerCompiler(settings: try CompilerSettings.locate())
        let folder = try GraderFixture.variant("ContentView.swift") { $0 + "\nlet broken: Int = \"text\"\n" }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try compiler.typecheck(paths: [folder + "/ContentView.swift"])
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.file == folder + "/ContentView.swift")
        let good = try compiler.typecheck(paths: [GraderFixture.lesson22 + "/solution/ContentView.swift"])
        #expect(good.succeeded && good.diagnostics.isEmpty)
    }
}

import Foundation
import Testing
@testable import QuestGrader

@Suite("A course's shared check helpers (Lessons/_checks)")
struct SharedCheckFilesTests {
    /// A lessons folder with `_checks/` holding `files`.
    static func lessons(with files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-shared-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/_checks", withIntermediateDirectories: true)
        for file in files { try "// \(file)\n".write(toFile: root + "/_checks/" + file, atomically: true, encoding: .utf8) }
        return root
    }

    @Test("only the folder's Swift files are helpers, in name order, whatever the lesson")
    func findsSwiftFilesInOrder() throws {
        let root = try Self.lessons(with: ["Zebra.swift", "Fixtures.swift", "notes.md", ".Hidden.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shared = SharedCheckFiles(lessonFile: root + "/lesson25.md")
        #expect(shared.paths == [root + "/_checks/Fixtures.swift", root + "/_checks/Zebra.swift"])
        #expect(SharedCheckFiles(lessonsDirectory: root + "/nowhere").paths.isEmpty)
    }

    @Test("a generated helper's name leads back to the author's file, and a check file's does not")
    func generatedNamesLeadBack() throws {
        let root = try Self.lessons(with: ["Fixtures.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shared = SharedCheckFiles(lessonsDirectory: root)
        let generated = SharedCheckFiles.generatedName(of: shared.paths[0])
        #expect(generated == "checks/_checks-Fixtures.swift")
        #expect(shared.path(ofGenerated: generated) == root + "/_checks/Fixtures.swift")
        #expect(shared.path(ofGenerated: HarnessSource.checkFileName("brew-form")) == nil)
    }

    @Test("the harness compiles the shared helpers beside the lesson's check files")
    func harnessIncludesThem() throws {
        let check = SwiftSourceFile(path: "Lessons/lesson25/checks/brew-form.swift",
                                    text: "struct BrewFormCheck: Check {\n    func run(_ check: CheckContext) async throws {}\n}\n")
        let helper = SwiftSourceFile(path: "Lessons/_checks/Fixtures.swift", text: "extension CourseChecks {}\n")
        let harness = try HarnessSource(
            parts: [.init(exercise: "tea-timer", entry: "TeaTimer", checks: ["brew-form"])], sources: [], glue: CheckGlue(),
            checkFiles: ["brew-form": check], sharedFiles: ["checks/_checks-Fixtures.swift": helper]
        )
        let names = harness.files.map(\.name)
        #expect(names.contains("checks/brew-form.swift"))
        #expect(harness.files.first { $0.name == "checks/_checks-Fixtures.swift" }?.text == helper.text)
    }
}

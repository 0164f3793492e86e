import Foundation
import QuestCore
import Testing
@testable import QuestGrader

@Suite("Build folders kept between checks")
struct BuildFolderTests {
    private func temporaryRoot() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("quest-builds-\(UUID().uuidString)").path
    }

    private let runtime = RuntimeLibrary(directory: "/runtime/0123")

    @Test("a folder is held by one check at a time; another workspace or exercise gets a folder of its own")
    func locking() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folders = BuildFolders(root: root)
        let workspace = LearnerWorkspace(directory: "/learner/one", sources: [])
        let first = try #require(folders.take(workspace: workspace, exercises: ["list"], runtime: runtime))
        #expect(folders.take(workspace: workspace, exercises: ["list"], runtime: runtime) == nil)
        let other = try #require(folders.take(workspace: workspace, exercises: ["router"], runtime: runtime))
        #expect(other.path != first.path)
        other.release()
        first.release()
        let again = try #require(folders.take(workspace: workspace, exercises: ["list"], runtime: runtime))
        #expect(again.path == first.path)
        again.release()
        let elsewhere = try #require(folders.take(
            workspace: LearnerWorkspace(directory: "/learner/two", sources: []), exercises: ["list"], runtime: runtime
        ))
        #expect(elsewhere.path != first.path)
        elsewhere.release()
    }

    @Test("a folder unused for two weeks, or whose workspace is gone, is removed when another is taken; a recent one stays")
    func pruning() throws {
        let root = temporaryRoot()
        let workspaces = temporaryRoot()
        defer { for folder in [root, workspaces] { try? FileManager.default.removeItem(atPath: folder) } }
        for name in ["old", "recent", "deleted"] {
            try FileManager.default.createDirectory(atPath: workspaces + "/" + name, withIntermediateDirectories: true)
        }
        let folders = BuildFolders(root: root)
        func take(_ name: String) throws -> BuildFolders.Folder {
            try #require(folders.take(
                workspace: LearnerWorkspace(directory: workspaces + "/" + name, sources: []), exercises: ["list"], runtime: runtime
            ))
        }
        let old = try take("old")
        old.release()
        let recent = try take("recent")
        recent.release()
        let deleted = try take("deleted")
        deleted.release()
        try FileManager.default.removeItem(atPath: workspaces + "/deleted")
        let longAgo = Date().addingTimeInterval(-Double(BuildFolders.unusedDays + 1) * 86_400)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old.path + ".lock")
        let current = try take("recent")
        current.release()
        #expect(current.path == recent.path)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(!FileManager.default.fileExists(atPath: deleted.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
    }
}

@Suite("A check reuses what the compiler made last time", .enabled(if: GraderFixture.available, "QuestUI and QuestChecks are not built"))
struct BuildReuseTests {
    private func objects(in folder: String) throws -> [String: Date] {
        let driver = folder + "/driver"
        var found: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: driver) where name.hasSuffix(".o") {
            found[name] = try FileManager.default.attributesOfItem(atPath: driver + "/" + name)[.modificationDate] as? Date
        }
        return found
    }

    @Test("checked again unchanged, nothing is compiled or linked; after an edit of one file, only its object is written, and the verdict follows the edit")
    func reuse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-builds-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspaceFolder = try GraderFixture.variant("ContentView.swift") { $0 }
        defer { try? FileManager.default.removeItem(atPath: workspaceFolder) }
        var grader = try GraderFixture.grader()
        grader.builds = BuildFolders(root: root)
        func grade() throws -> ExerciseGrade {
            grader.grade([(GraderFixture.listExercise, 1)], workspace: try LearnerWorkspace.read(workspaceFolder))[0]
        }
        #expect(try grade().outcome == .passed)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasSuffix(".lock") }
        let folder = root + "/" + (try #require(folders.first))
        let first = try objects(in: folder)
        #expect(first.keys.sorted().contains("1-ContentView.o") && first.count >= 4)

        let linked = try FileManager.default.attributesOfItem(atPath: folder + "/harness")[.modificationDate] as? Date
        #expect(try grade().outcome == .passed)
        #expect(try objects(in: folder) == first)
        // Nothing changed: not even the link runs again.
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/harness")[.modificationDate] as? Date == linked)

        // The search no longer filters: the learner's edit must be what is graded, not the last build.
        let contentView = workspaceFolder + "/ContentView.swift"
        let text = try String(contentsOfFile: contentView, encoding: .utf8)
        let broken = text.replacingOccurrences(of: "guard !query.isEmpty else", with: "guard false else")
        #expect(broken != text)
        try broken.write(toFile: contentView, atomically: true, encoding: .utf8)
        #expect(try grade().outcome == .failed)
        let edited = try objects(in: folder)
        #expect(edited.filter { $0.value != first[$0.key] }.map(\.key) == ["1-ContentView.o"])

        // Back to the first text: the build matches none on record, so it is linked again, and passes.
        try text.write(toFile: contentView, atomically: true, encoding: .utf8)
        #expect(try grade().outcome == .passed)
    }
}

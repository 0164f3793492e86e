import Foundation
import Testing
@testable import QuestGrader

@Suite("Admission: workspace files are read without following links")
struct WorkspaceFilesTests {
    /// A workspace with `ContentView.swift`, `Models/Trip.swift`, and a secret outside it.
    static func workspace() throws -> (root: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("quest-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base + "/workspace/Models", withIntermediateDirectories: true)
        try "struct ContentView {}\n".write(toFile: base + "/workspace/ContentView.swift", atomically: true, encoding: .utf8)
        try "struct Trip {}\n".write(toFile: base + "/workspace/Models/Trip.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try "the secret\n".write(toFile: base + "/outside/Solution.swift", atomically: true, encoding: .utf8)
        return (base + "/workspace", base + "/outside")
    }

    @Test("regular files are read, sorted, hidden and skipped folders are not")
    func regular() throws {
        let (root, _) = try Self.workspace()
        try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        try "broken".write(toFile: root + "/.build/Generated.swift", atomically: true, encoding: .utf8)
        let files = try WorkspaceFiles.swiftFiles(in: root, skipping: [".build", "Tests"])
        #expect(files.map(\.path) == ["ContentView.swift", "Models/Trip.swift"])
        #expect(files.first?.text == "struct ContentView {}\n")
    }

    @Test("a Swift file that is a link is an error naming it, whatever it points to", arguments: ["outside", "/etc/shadow"])
    func linkedFile(target: String) throws {
        let (root, outside) = try Self.workspace()
        try FileManager.default.removeItem(atPath: root + "/ContentView.swift")
        let destination = target == "outside" ? outside + "/Solution.swift" : target
        try FileManager.default.createSymbolicLink(atPath: root + "/ContentView.swift", withDestinationPath: destination)
        #expect(throws: GraderError.usage(
            "ContentView.swift is a symbolic link; quest grades only regular files inside the workspace"
        )) { try WorkspaceFiles.swiftFiles(in: root, skipping: []) }
        #expect(throws: GraderError.self) { try WorkspaceFiles.text(ofFile: root + "/ContentView.swift") }
        #expect(throws: GraderError.self) { try WorkspaceFiles.text(of: "ContentView.swift", in: root) }
    }

    @Test("a folder that is a link is an error naming it")
    func linkedFolder() throws {
        let (root, outside) = try Self.workspace()
        try FileManager.default.createSymbolicLink(atPath: root + "/Solution", withDestinationPath: outside)
        #expect(throws: GraderError.usage("Solution is a symbolic link; quest grades only regular files inside the workspace")) {
            try WorkspaceFiles.swiftFiles(in: root, skipping: [])
        }
        #expect(throws: GraderError.self) { try WorkspaceFiles.text(of: "Solution/Solution.swift", in: root) }
    }

    @Test("a Swift path that is not a regular file is an error, never a read that blocks")
    func fifo() throws {
        let (root, _) = try Self.workspace()
        #expect(mkfifo(root + "/Pipe.swift", 0o600) == 0)
        #expect(throws: GraderError.usage("Pipe.swift is not a regular file; quest grades only regular files inside the workspace")) {
            try WorkspaceFiles.swiftFiles(in: root, skipping: [])
        }
    }

    @Test("a path that leaves the workspace is an error", arguments: ["../outside/Solution.swift", "/etc/passwd", "./A.swift"])
    func outside(path: String) throws {
        let (root, _) = try Self.workspace()
        #expect(throws: GraderError.self) { try WorkspaceFiles.text(of: path, in: root) }
    }

    @Test("a file inside the workspace is read by its relative path; a missing one is nil")
    func relative() throws {
        let (root, _) = try Self.workspace()
        #expect(try WorkspaceFiles.text(of: "Models/Trip.swift", in: root) == "struct Trip {}\n")
        #expect(try WorkspaceFiles.text(of: "Missing.swift", in: root) == nil)
    }
}

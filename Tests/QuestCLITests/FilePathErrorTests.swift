import Foundation
import QuestCLI
import QuestCore
import Testing

/// Every command, driven by the real binary with each path argument it declares (positionals named `dir`/`path`,
/// options taking a `<dir>` or `<file>`) set to a path a user could get wrong, prints quest's own sentence, never
/// Foundation's error text. The commands and their arguments come from `Quest.commands`, so a new command or path
/// argument is covered without touching this test.
@Suite("File errors read as sentences, for every command and path argument")
struct FilePathErrorTests {
    /// Paths a user can get wrong, made in a scratch folder.
    enum BadPath: String, CaseIterable, CustomTestStringConvertible {
        case missing, loopingLink, throughAFile, folderForAFile, fileForAFolder

        var testDescription: String { rawValue }

        func path(in scratch: URL) -> String {
            switch self {
            case .missing: scratch.appendingPathComponent("nothing/here.swift").path
            case .loopingLink: scratch.appendingPathComponent("loop").path
            case .throughAFile: scratch.appendingPathComponent("plain.txt/inside").path
            case .folderForAFile: scratch.appendingPathComponent("a-folder").path
            case .fileForAFolder: scratch.appendingPathComponent("plain.txt").path
            }
        }
    }

    /// Foundation's words that must never reach the user.
    static let rawErrors = ["NSCocoaErrorDomain", "NSPOSIXErrorDomain", "The operation could not be completed", "Error Domain="]

    /// Each command's path arguments, and the command line that sets one of them to a bad path.
    static func commandLines(for command: any QuestCommand.Type, bad: String) -> [[String]] {
        let specs = command.arguments.map(\.spec)
        // A server picks a free port, so runs side by side do not meet on the default one.
        let port = specs.contains { $0.name == "port" } ? ["--port", "0"] : []
        return specs.indices.compactMap { index -> [String]? in
            let spec = specs[index]
            guard isPath(spec) else { return nil }
            if spec.isPositional {
                return [command.name] + specs.prefix(index).filter(\.isPositional).map(filler) + [bad] + port
            }
            let required = specs.filter { spec in
                switch spec.kind {
                case .positional(let optional), .repeatedPositional(let optional): !optional
                default: false
                }
            }
            return [command.name] + required.map(filler) + ["--\(spec.name)", bad] + port
        }
    }

    static func isPath(_ spec: ArgumentSpec) -> Bool {
        switch spec.kind {
        case .positional, .repeatedPositional: ["dir", "path"].contains(spec.name)
        case .option(let valueName): ["dir", "file"].contains(valueName)
        case .flag: false
        }
    }

    /// A good value for a positional that comes before the one under test, in a course made by `quest init`.
    static func filler(_ spec: ArgumentSpec) -> String {
        switch spec.name {
        case "lesson": "lesson1"
        case "what": "tutorial"
        default: "."
        }
    }

    @Test("the table covers every command that takes a path", .enabled(if: EndToEndTests.binary != nil))
    func coversEveryCommand() {
        var covered: [String] = []
        for command in Quest.commands where !Self.commandLines(for: command, bad: "x").isEmpty {
            covered.append(command.name)
        }
        for name in ["init", "lint", "dump", "decks", "build", "serve", "start", "check", "typecheck", "hint", "progress", "validate", "draft"] {
            #expect(covered.contains(name), "\(name) declares a path argument the test drives")
        }
    }

    @Test("no raw Foundation error for a bad path", .enabled(if: EndToEndTests.binary != nil), arguments: BadPath.allCases)
    func badPath(_ kind: BadPath) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quest-bad-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let course = scratch.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        try Data("not Swift\n".utf8).write(to: scratch.appendingPathComponent("plain.txt"))
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("loop").path, withDestinationPath: "loop")
        let made = try CLI.binary(["init", course.path], in: scratch)
        #expect(made.status == 0, "\(made.output)")

        let bad = kind.path(in: scratch)
        for command in Quest.commands {
            for line in Self.commandLines(for: command, bad: bad) {
                let run = try Self.run(line, in: course)
                for raw in Self.rawErrors {
                    #expect(!run.output.contains(raw), "quest \(line.joined(separator: " ")) printed Foundation's error:\n\(run.output)")
                }
                #expect(run.status < 128, "quest \(line.joined(separator: " ")) died: \(run.status)\n\(run.output)")
                if run.output.contains("error:") && !run.timedOut {
                    #expect(run.status != 0, "an error is never printed with exit 0: quest \(line.joined(separator: " "))\n\(run.output)")
                }
            }
        }
    }

    @Test("a missing file reads `error: nofile.swift: no such file`", .enabled(if: EndToEndTests.binary != nil))
    func missingFile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quest-nofile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try CLI.binary(["typecheck", "nofile.swift"], in: scratch)
        #expect(run.output.contains("error: nofile.swift: no such file"), "\(run.output)")
        #expect(run.status == 2)
    }

    @Test("errno and Cocoa codes map to the same few words", arguments: [
        (POSIXError(.ENOENT) as any Error, "x: no such file"),
        (POSIXError(.ENOSPC) as any Error, "x: no space left on the device"),
        (POSIXError(.EISDIR) as any Error, "x: is a folder, not a file"),
        (CocoaError(.fileReadNoSuchFile) as any Error, "x: no such file"),
        (CocoaError(.fileWriteOutOfSpace) as any Error, "x: no space left on the device"),
        (CocoaError(.fileReadNoPermission) as any Error, "x: permission denied"),
    ])
    func mapping(_ error: any Error, _ sentence: String) {
        #expect(FileProblem.sentence(for: error, path: "x") == sentence)
    }

    /// `quest <arguments>` from `directory`, stopped after a while: `serve` with good paths serves until stopped,
    /// which is not an error.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, timedOut: Bool) {
        guard let binary = EndToEndTests.binary else { throw CLI.MissingBinary() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("quest-bad-path-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var waited = 0
        while process.isRunning && waited < 600 {
            usleep(100_000)
            waited += 1
            if waited % 10 == 0, (try? String(contentsOf: log, encoding: .utf8))?.contains("http://127.0.0.1:") == true { break }
        }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8), timedOut)
    }
}

import Foundation
import Testing
@testable import QuestGrader

/// Runs small programs (shell scripts, and one tiny Swift program) through the real `quest-sandbox` launcher.
enum SandboxFixture {
    /// The launcher SwiftPM built next to the test bundle.
    static var launcher: String { PrebuiltModules.executableDirectory + "/quest-sandbox" }

    /// What a harness does first, as a shell command: reads the handover (secret, seed) on descriptor 3 and sends the signed `started`
    /// record on descriptor 9 (`HarnessChannel`). A program started after it plays learner code that runs after the
    /// harness started; one started without it plays a harness that never started.
    static let harnessStart = #"read -r secret seed <&3; exec 3<&-; printf '%s {"seq":0,"started":true}\n' "$secret" >&9; "#

    /// Runs `/bin/sh -c script` (or `program`) with `limits` and classifies the run as the grader would. With
    /// `started` (the default) the program runs after a signed `started` record, as learner code runs after the harness
    /// started.
    static func run(
        script: String? = nil, program: [String]? = nil, limits: SandboxLimits = SandboxLimits(wallMilliseconds: 10_000),
        files: LearnerFiles = LearnerFiles(displayPaths: []), started: Bool = true,
        readOnly: [String] = (try? Toolchain.locate().runtimeDirectories) ?? [], launcher: String = Self.launcher,
        temporaryFolder: String = FileManager.default.temporaryDirectory.path
    ) throws -> (run: SandboxRun, verdict: RunClassifier.Verdict, home: String) {
        var command = program ?? ["/bin/sh", "-c", script ?? "true"]
        var visible = readOnly
        if started {
            // The program itself is then an argument of the shell, so the run must be given it to read.
            visible.append(command[0])
            command = ["/bin/sh", "-c", Self.harnessStart + #"exec "$@""#, "harness"] + command
        }
        let sandbox = Sandbox(launcher: launcher, limits: limits, readOnly: visible)
        let directory = try SandboxDirectory(in: temporaryFolder)
        defer { directory.remove() }
        let channel = HarnessChannel()
        let run = try sandbox.run(command[0], arguments: Array(command.dropFirst()), in: directory, channel: channel)
        let verdict = RunClassifier(limits: limits, files: files).classify(run, results: channel.verify(run.records), planned: [])
        return (run, verdict, directory.home)
    }

    /// A Swift program built once per test run: `crasher <mode>` with modes fatal, index, oom, ok.
    /// Built into a folder the sandbox user can read, because the sandbox runs it as `nobody` when tests run as root.
    static let crasher: (executable: String, source: String)? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-crasher-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
        let source = folder + "/Crasher.swift"
        let text = """
            func crash(_ mode: String) {
                switch mode {
                case "fatal": fatalError("the trip list is empty")
                case "index": let rows = [1]; print(rows[CommandLine.arguments.count + 3])
                case "oom": var bytes = [UInt8](repeating: 1, count: 4 << 30); bytes[5] = 2; print(bytes.count)
                default: print("fine")
                }
            }
            @main enum Crasher { static func main() { crash(CommandLine.arguments[1]) } }

            """
        guard (try? text.write(toFile: source, atomically: true, encoding: .utf8)) != nil,
              let swiftc = try? Toolchain.locate().swiftc,
              let result = try? ChildProcess.run(
                swiftc, ["-parse-as-library", "-gline-tables-only", "-module-name", "Learner", source, "-o", folder + "/crasher"]
              ), result.exitCode == 0
        else { return nil }
        return (folder + "/crasher", source)
    }()

    /// True when a process whose command line contains `marker` is still running.
    static func processRunning(containing marker: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries where Int(entry) != nil {
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            let commandLine = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            if commandLine.contains(marker) { return true }
        }
        return false
    }

    static var isRoot: Bool { geteuid() == 0 }
}

import Foundation
import QuestProtocol
import Testing

@Suite("The contracts between quest's processes")
struct ContractTests {
    static let options: LauncherOptions = {
        var options = LauncherOptions()
        options.wallMilliseconds = 20_000
        options.cpuSeconds = 10
        options.memoryBytes = 2 << 30
        options.fileSizeBytes = 16 << 20
        options.processes = 64
        options.outputBytes = 256 << 10
        options.openFiles = 256
        options.scratchBytes = 64 << 20
        options.resultsBytes = 4 << 20
        options.users = .init(first: 200_000, count: 64)
        options.directory = "/tmp/run/home"
        options.stdoutPath = "/tmp/run/stdout"
        options.stderrPath = "/tmp/run/stderr"
        options.secret = .init(path: "/tmp/run/secret", descriptor: 3)
        options.results = .init(path: "/tmp/run/records", descriptor: 4)
        options.readOnly = ["/opt/swift/usr/lib/swift/linux", "/tmp/a:b"]
        options.noNetwork = true
        options.environment = ["PATH=/usr/bin:/bin", "HOME=/tmp/run/home"]
        options.program = ["/tmp/run/harness", "3:4", "--", "deep-link-router"]
        return options
    }()

    @Test("the launcher reads back exactly the options the grader wrote")
    func launcherOptionsRoundTrip() throws {
        #expect(try LauncherOptions(parsing: Self.options.arguments) == Self.options)
    }

    @Test("the launcher refuses a command line that leaves out a limit, a program, or a number", arguments: [
        (["--wall-ms", "5"], "missing --cpu-seconds"),
        (["--wall-ms", "0"], "--wall-ms expects a positive number, not 0"),
        (["--secret", "/tmp/secret:2"], "--secret expects FILE:FD with FD above 2, not /tmp/secret:2"),
        (["--users", "7"], "--users expects FIRST:COUNT, not 7"),
        (["--frobnicate"], "unknown option --frobnicate"),
    ])
    func launcherUsage(arguments: [String], message: String) {
        #expect {
            try LauncherOptions(parsing: arguments)
        } throws: { error in
            (error as? LauncherUsageError)?.message.hasPrefix(message) == true
        }
        var noProgram = Self.options
        noProgram.program = []
        #expect(throws: LauncherUsageError("no program given after --")) {
            try LauncherOptions(parsing: Array(noProgram.arguments.dropLast(0)))
        }
    }

    @Test("the harness's command line carries descriptors only; the secret and the seed come on the secret descriptor")
    func invocation() {
        #expect(HarnessInvocation.argument == "3:9")
        #expect(HarnessInvocation.descriptors("3:4")! == (3, 4))
        for malformed in ["3:4:4182", "3", "3:3", "a:4", ""] { #expect(HarnessInvocation.descriptors(malformed) == nil) }
        let handover = HarnessInvocation.Handover(secret: String(repeating: "0a", count: 32), seed: 4182)
        #expect(HarnessInvocation.Handover(text: handover.text) == handover)
        for malformed in ["0a0a", "0a0a x", "0a0a -1", "XYZ 4", " 4", "0a0a 4 5"] {
            #expect(HarnessInvocation.Handover(text: malformed) == nil, "\(malformed)")
        }
    }

    @Test("the grader decodes exactly the status line the launcher printed, quotes and control characters included")
    func statusLineRoundTrip() throws {
        let statuses = [
            SandboxStatus(exitCode: 127, launchError: "cannot run /x: No such file"),
            SandboxStatus(
                signal: 9, timedOut: true, outputLimited: true, memoryLimited: true, peakMemoryBytes: 1 << 31,
                outputBytes: 12, cpuMilliseconds: 3_000, wallMilliseconds: 20_000, maxResidentKilobytes: 900,
                uid: 200_001, unavailable: ["network namespace: \"quoted\" \\ \n\u{1}"]
            ),
        ]
        for status in statuses {
            #expect(!status.line.contains("\n"))
            #expect(try JSONDecoder().decode(SandboxStatus.self, from: Data(status.line.utf8)) == status)
        }
    }

    @Test("a result record leaves out what a step lacks, and one without expected, actual, hint or section reads as empty")
    func resultRecord() throws {
        let record = HarnessRecord(seq: 3, result: CheckResult(check: "router", name: "opens", status: .pass))
        let decoded = try JSONDecoder().decode(HarnessRecord.self, from: JSONEncoder().encode(record))
        #expect(decoded == record)
        let bare = #"{"seq":1,"result":{"check":"router","name":"opens","status":"fail"}}"#
        let result = try #require(try JSONDecoder().decode(HarnessRecord.self, from: Data(bare.utf8)).result)
        #expect(result.expected == "" && result.hint == "" && result.section == "" && result.failed)
    }
}

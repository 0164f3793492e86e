import Foundation
import Testing
@testable import QuestGrader

@Suite("The runtime library and the recorded driver jobs")
struct RuntimeLibraryTests {
    /// Settings whose "objects" are two files of a scratch folder, so a test can rebuild one of them.
    private func settings(objects: [String], base: String) -> CompilerSettings {
        CompilerSettings(
            toolchain: Toolchain(swiftc: "/bin/true"),
            modules: PrebuiltModules(
                moduleDirectory: base, linkArguments: objects, linkInputs: objects, launcher: "/bin/true", base: base
            )
        )
    }

    @Test("a rebuilt object or another compiler names another library folder, so a stale library is never linked")
    func fingerprintFollowsInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-fp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let objects = ["\(folder)/A.o", "\(folder)/B.o"]
        for object in objects { try "one".write(toFile: object, atomically: true, encoding: .utf8) }
        let before = try RuntimeLibrary.fingerprint(settings(objects: objects, base: folder))
        #expect(try RuntimeLibrary.fingerprint(settings(objects: objects, base: folder)) == before)

        try "two, longer".write(toFile: objects[1], atomically: true, encoding: .utf8)
        let rebuilt = try RuntimeLibrary.fingerprint(settings(objects: objects, base: folder))
        #expect(rebuilt != before)

        var otherCompiler = settings(objects: objects, base: folder)
        otherCompiler.toolchain = Toolchain(swiftc: "/bin/false")
        #expect(try RuntimeLibrary.fingerprint(otherCompiler) != rebuilt)

        try FileManager.default.removeItem(atPath: objects[0])
        #expect(throws: GraderError.self) { try RuntimeLibrary.fingerprint(settings(objects: objects, base: folder)) }
    }

    @Test("an object SwiftPM left behind for a source that moved to another target is not linked")
    func staleObjectsLeftOut() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("quest-objects-\(UUID().uuidString)").path
        let folder = base + "/QuestUI.build"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        for name in ["Text.swift.o", "Moved.swift.o", "QuestUI.swiftmodule.o"] {
            try "o".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let map = #"{"": {"swift-dependencies": "x"}, "/src/Text.swift": {"object": "\#(folder)/Text.swift.o"}}"#
        try map.write(toFile: folder + "/output-file-map.json", atomically: true, encoding: .utf8)
        let objects = try #require(PrebuiltModules.objectFiles(in: base, targets: ["QuestUI"]))
        #expect(objects.map { ($0 as NSString).lastPathComponent } == ["QuestUI.swiftmodule.o", "Text.swift.o"])
    }

    @Test("an argument the driver single-quotes (the macro plug-in's path#module) is read back; one it escapes is not")
    func quotedArguments() throws {
        let printed = "/opt/swift/usr/bin/swift-frontend -frontend -c -load-plugin-executable '/q/lib/quest/QuestMacros-tool#QuestMacros' -o QUEST-OUTPUT\n"
        let jobs = try #require(DriverJobs(printed: printed, workingDirectory: "/w"))
        #expect(jobs.jobs[0].contains("/q/lib/quest/QuestMacros-tool#QuestMacros"))
        #expect(DriverJobs(printed: "/usr/bin/swift-frontend -o 'a b'\n", workingDirectory: "/w") == nil)
        #expect(DriverJobs(printed: "/usr/bin/swift-frontend -o 'it'\\''s'\n", workingDirectory: "/w") == nil)
    }

    @Test("recorded jobs are replayed with every input, one frontend per group of primary files, one object per input, the output and a scratch folder of the check's own")
    func driverJobsFilled() throws {
        let printed = """
            /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file QUEST-INPUT.swift -supplementary-output-file-map /tmp/TemporaryDirectory.ab12/supplementaryOutputs-1 -file-compilation-dir /work/here -module-name Learner -o /tmp/TemporaryDirectory.ab12/QUEST-INPUT-1.o
            /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.ab12/QUEST-INPUT-1.o -o /tmp/TemporaryDirectory.ab12/Learner-1.autolink
            /opt/swift/usr/bin/clang -fuse-ld=lld /tmp/TemporaryDirectory.ab12/QUEST-INPUT-1.o @/tmp/TemporaryDirectory.ab12/Learner-1.autolink -o QUEST-OUTPUT

            """
        let jobs = try #require(DriverJobs(printed: printed, workingDirectory: "/work/here"))
        let inputs = ["/b/learner/A.swift", "/b/gen/A.swift", "/b/gen/C.swift"]
        let stages = jobs.filled(inputs: inputs, output: "/b/harness", scratch: "/b/driver", groups: [[0, 2], [1]])
        let frontend = ["/opt/swift/usr/bin/swift-frontend", "-frontend", "-c"]
        let rest = ["-file-compilation-dir", "/b/driver", "-module-name", "Learner"]
        #expect(stages[0] == [
            frontend + ["-primary-file", "/b/learner/A.swift", "/b/gen/A.swift", "-primary-file", "/b/gen/C.swift"] + rest
                + ["-o", "/b/driver/1-A.o", "-o", "/b/driver/3-C.o"],
            frontend + ["/b/learner/A.swift", "-primary-file", "/b/gen/A.swift", "/b/gen/C.swift"] + rest
                + ["-o", "/b/driver/2-A.o"],
        ])
        #expect(stages[1] == [[
            "/opt/swift/usr/bin/swift-autolink-extract", "/b/driver/1-A.o", "/b/driver/2-A.o", "/b/driver/3-C.o",
            "-o", "/b/driver/Learner-1.autolink",
        ]])
        #expect(stages[2] == [[
            "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "/b/driver/1-A.o", "/b/driver/2-A.o", "/b/driver/3-C.o",
            "@/b/driver/Learner-1.autolink", "-o", "/b/harness",
        ]])
        let single = jobs.filled(inputs: inputs, output: "/b/harness", scratch: "/b/driver")
        #expect(single[0].count == 1 && single[0][0].filter { $0 == "-primary-file" }.count == 3)
    }

    @Test("files are grouped for two frontends by size, largest first, the same way every time", arguments: [
        ([2_300, 1_300, 800, 600, 400, 400], 2, [[0, 4, 5], [1, 2, 3]]),
        ([500], 2, [[0]]),
        ([100, 100, 100], 1, [[0, 1, 2]]),
        ([100, 100], 2, [[0], [1]]),
    ])
    func balancedGroups(sizes: [Int], count: Int, expected: [[Int]]) {
        #expect(DriverJobs.balancedGroups(sizes: sizes, count: count) == expected)
    }

    @Test("the link runs the linker clang would run, and clang itself when a file that command names is gone")
    func linkerWithoutClang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-crt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runtimeObject = folder + "/crt1.o"
        try "o".write(toFile: runtimeObject, atomically: true, encoding: .utf8)
        var jobs = try #require(DriverJobs(printed: "/usr/bin/true", workingDirectory: "/w"))
        // Any executable stands for the linker: only whether the files it names exist is looked at.
        jobs.jobs = [["/usr/bin/env", runtimeObject, "QUEST-SCRATCH/QUEST-INPUT-1.o", "-o", "QUEST-OUTPUT"]]
        jobs.clangLink = ["/opt/swift/usr/bin/clang", "-fuse-ld=lld", "QUEST-SCRATCH/QUEST-INPUT-1.o", "-o", "QUEST-OUTPUT"]
        #expect(jobs.filled(inputs: ["/b/A.swift"], output: "/b/h", scratch: "/b/d")
            == [[["/usr/bin/env", runtimeObject, "/b/d/1-A.o", "-o", "/b/h"]]])
        try FileManager.default.removeItem(atPath: runtimeObject)
        #expect(jobs.filled(inputs: ["/b/A.swift"], output: "/b/h", scratch: "/b/d")
            == [[["/opt/swift/usr/bin/clang", "-fuse-ld=lld", "/b/d/1-A.o", "-o", "/b/h"]]])
    }

    @Test("a job line the driver had to quote is not recorded (the build then goes through swiftc)", arguments: [
        "/usr/bin/swift-frontend -frontend -c 'my file.swift' -o x.o",
        "/usr/bin/swift-frontend -frontend -c \"a b.swift\" -o x.o",
        "/usr/bin/swift-frontend -frontend -c a\\ b.swift -o x.o",
        "",
    ])
    func quotedLinesRefused(line: String) {
        #expect(DriverJobs(printed: line, workingDirectory: "/w") == nil)
    }
}

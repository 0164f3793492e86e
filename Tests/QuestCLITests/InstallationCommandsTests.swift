import Foundation
import Testing
import QuestCLI
import QuestGrader

/// `quest init`, `quest doctor` and `quest check` inside a workspace, in-process. The installed layout itself is
/// tested end to end by `Scripts/test-install.sh`.
@Suite("quest init, doctor and check without flags")
struct InstallationCommandsTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("init writes the sample course, with .gitignore under its real name, and the course lints")
    func initWritesCourse() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = folder.appendingPathComponent("course").path
        let run = CLI.run("init", course)
        #expect(run.status == 0, "\(run.stderr)")
        for file in ["Lessons/lesson1.md", ".gitignore", "README.md", ".github/workflows/quest.yml",
                     "Lessons/lesson1/starter/ContentView.swift", "Lessons/lesson1/solution/ContentView.swift"] {
            #expect(FileManager.default.fileExists(atPath: course + "/" + file), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: course + "/gitignore"))
        // The dev container and the workflow name quest's image, never the sample's placeholder.
        let devcontainer = try Data(contentsOf: URL(fileURLWithPath: course + "/.devcontainer/devcontainer.json"))
        let settings = try #require(try JSONSerialization.jsonObject(with: devcontainer) as? [String: Any])
        let image = try #require(settings["image"] as? String)
        #expect(image.contains("/quest") && !image.contains("@"), "\(image)")
        let workflow = try String(contentsOfFile: course + "/.github/workflows/quest.yml", encoding: .utf8)
        #expect(workflow.contains("'\(image)'") && !workflow.contains("@QUEST_IMAGE@"))
        let lint = CLI.run("lint", course + "/Lessons")
        #expect(lint.status == 0, "\(lint.stdout)")
        // A new author's first lint (the real binary's, with every check of the lessons' own) shows what to write
        // next, never a fault of quest's own sample.
        let binaryLint = try CLI.binary(["lint", course + "/Lessons"], in: folder)
        #expect(binaryLint.output.contains("0 errors, 0 warnings"), "\(binaryLint.output)")
    }

    @Test("init refuses a folder that is not empty and writes nothing; --force writes beside what is there")
    func initRefusesNonEmpty() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let refused = CLI.run("init", folder.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is not empty"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        let forced = CLI.run("init", folder.path, "--force")
        #expect(forced.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Lessons/lesson1.md"))
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    @Test("check with no lesson outside a workspace says what is missing (exit 64)")
    func checkWithoutLesson() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = CLI.run("check", "--solution", folder.path)
        #expect(run.status == 64)
        #expect(run.stderr.contains("no <lesson> given"))
        #expect(run.stderr.contains(".quest.json"))
    }

    @Test("doctor prints a mark and an area for every finding, and its exit code follows them")
    func doctor() {
        let run = CLI.run("doctor")
        let findings = run.stdout.split(separator: "\n").filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }
        #expect(findings.count >= 6, "\(run.stdout)")
        for area in ["toolchain", "prebuilt modules", "module cache", "sandbox", "Debian packages"] {
            #expect(findings.contains { $0.contains(" \(area): ") }, "\(area)")
        }
        #expect((run.status == 0) == run.stdout.contains("can grade here with every protection"))
    }

    @Test("doctor's Debian packages are the ones Scripts/setup.sh installs for the product")
    func packagesMatchSetup() throws {
        let setup = try String(contentsOf: CLI.root.appendingPathComponent("Scripts/setup.sh"), encoding: .utf8)
        let line = try #require(setup.split(separator: "\n").first { $0.hasPrefix("packages=(") })
        let listed = line.dropFirst("packages=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
        #expect(Set(listed) == Set(SetupDoctor.debianPackages))
    }
}

import Foundation
import QuestCLI
import QuestGrader
import Testing

/// Facts the README and Docs/ state and the code decides, held together: the commands table, exit codes, the
/// compile flags and the corpus counts.
@Suite("README and Docs/ agree with the code")
struct DocumentationTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's `## Commands` table: the first cell of each row, without the backticks.
    static func commandRows() throws -> [String] {
        let readme = try text("README.md")
        let section = try #require(readme.components(separatedBy: "\n## Commands\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("| `quest ") }.map { line in
            String(line.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }

    @Test("the README's commands table lists exactly Quest.commands, each once, and help")
    func commandsTable() throws {
        let names = try Self.commandRows().map { $0.split(separator: " ")[1] }.map(String.init)
        #expect(names.sorted() == (Quest.commands.map { $0.name } + ["help"]).sorted())
    }

    @Test("every flag in a row of the README's commands table is one its command declares")
    func tableFlags() throws {
        for row in try Self.commandRows() {
            let name = String(row.split(separator: " ")[1])
            guard let command = Quest.commands.first(where: { $0.name == name }) else { continue }
            let declared = Set(command.arguments.map(\.spec).filter { !$0.isPositional }.map { "--" + $0.name })
            let written = row.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
            let unknown = written.filter { !declared.contains($0) }
            #expect(unknown.isEmpty, "README row `\(row)` names \(unknown), which quest \(name) does not declare")
        }
    }

    @Test("usage lines in Docs/ (indented `quest <command> …`) are the ones `quest help <command>` prints")
    func docsUsageLines() throws {
        let folder = CLI.root.appendingPathComponent("Docs")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            for line in try Self.text("Docs/" + name).split(separator: "\n") where line.hasPrefix("    quest ") {
                let usage = line.dropFirst(4)
                let word = usage.split(separator: " ")[1]
                guard let command = Quest.commands.first(where: { $0.name == word }) else { continue }
                let output = CapturedOutput()
                _ = Quest.main(["quest", "help", command.name], context: CommandContext(output: output, errors: CapturedOutput()))
                let printed = output.text.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }?.dropFirst("USAGE: ".count)
                #expect(printed.map(String.init) == String(usage), "Docs/\(name)")
                checked += 1
            }
        }
        #expect(checked >= 3)
    }

    @Test("the README's exit codes: every code, and 2 for exactly the commands that declare it")
    func readmeExitCodes() throws {
        let readme = try Self.text("README.md")
        let paragraph = try #require(readme.components(separatedBy: "\nExit codes: ").dropFirst().first)
            .components(separatedBy: "\n\n").first ?? ""
        for code in ExitCode.allCases {
            #expect(paragraph.contains("\(code.rawValue) "), "README's exit codes do not mention \(code.rawValue)")
        }
        let two = try #require(paragraph.firstMatch(of: /2 [^;]*\(([^)]*)\)/)).output.1
        let listed = Set(two.matches(of: /`([a-z]+)`/).map { String($0.output.1) })
        let declaring = Set(Quest.commands.filter { $0.exitCodes[.couldNotRun] != nil }.map { $0.name })
        #expect(listed == declaring)
    }

    @Test("Docs/grading.md's exit codes for each command are the ones the command declares")
    func gradingExitCodes() throws {
        let docs = try Self.text("Docs/grading.md")
        let bullets = docs.components(separatedBy: "\n- `").dropFirst()
        var checked = 0
        for bullet in bullets {
            let name = String(bullet.prefix { $0 != "`" })
            let paragraph = bullet.components(separatedBy: "\n\n").first ?? ""
            guard let command = Quest.commands.first(where: { $0.name == name }),
                  let sentence = paragraph.components(separatedBy: "Exit ").dropFirst().first else { continue }
            let stated = Set(sentence.matches(of: /(?:^|[;,] )(\d+) when/).compactMap { Int32($0.output.1) })
            #expect(stated == Set(command.exitCodes.keys.map(\.rawValue)), "Docs/grading.md, `\(name)`")
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test("Docs/grading.md and the README state the compile flags CompilerSettings passes")
    func compileFlags() throws {
        let flags = "`" + CompilerSettings.languageFlags().joined(separator: " ") + "`"
        for path in ["README.md", "Docs/grading.md"] {
            let text = try Self.text(path).replacingOccurrences(of: "\n", with: " ")
            #expect(text.contains(flags), "\(path) should state \(flags)")
        }
        let build = "`" + CompilerSettings.buildFlags.joined(separator: " ") + "`"
        #expect(try Self.text("Docs/grading.md").contains(build))
    }

    @Test("the README's corpus counts are the files in Tests/QuestUITests/Corpus and HeldOut")
    func corpusCounts() throws {
        func count(_ folder: String) throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.count
        }
        let corpus = try count("Tests/QuestUITests/Corpus")
        let heldOut = try count("Tests/QuestUITests/HeldOut")
        let readme = try Self.text("README.md").replacingOccurrences(of: "\n", with: " ")
        let total = corpus + heldOut
        #expect(readme.contains("on \(total) learner-style files (\(corpus) in `Tests/QuestUITests/Corpus`; \(heldOut) in `Tests/QuestUITests/HeldOut`"))
        #expect(readme.contains("| `-swift-version 5` | \(total)/\(total) "))
        #expect(readme.contains("| `-swift-version 6` | ") && readme.contains("/\(total) ("))
    }

    @Test("help prints each command's exit codes, and 64 for bad usage")
    func helpExitCodes() {
        for command in Quest.commands {
            let output = CapturedOutput()
            _ = Quest.main(["quest", "help", command.name], context: CommandContext(output: output, errors: CapturedOutput()))
            let section = output.text.components(separatedBy: "\nEXIT CODES:\n").last ?? ""
            for (code, meaning) in command.exitCodes {
                #expect(section.contains("\(code.rawValue)") && section.contains(meaning), "\(command.name)")
            }
            #expect(section.contains("64  bad usage"), "\(command.name)")
        }
    }
}

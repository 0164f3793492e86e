import Foundation
import Testing

/// A lesson's own check file (`Lessons/<slug>/checks/<name>.swift`), end to end with the real binary, on the fixture
/// course `Tests/Fixtures/Courses/edit-sheet` (lesson 23: edit a trip in a sheet; Save writes back, Cancel discards).
@Suite("Author checks, end to end", .serialized)
struct AuthorChecksTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/edit-sheet/Lessons")

    /// A copy of the fixture course whose check file `edit` rewrites; without mutants unless `keepingMutants`.
    struct CourseCopy {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-author-checks-\(UUID().uuidString)")
        var lessons: URL { root.appendingPathComponent("Lessons") }
        var checkFile: URL { lessons.appendingPathComponent("lesson23/checks/edit-sheet.swift") }
        /// The check file as `quest` names it in messages (run from `root`).
        let checkPath = "Lessons/lesson23/checks/edit-sheet.swift"

        init(keepingMutants: Bool = false) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: AuthorChecksTests.fixture, to: lessons)
            guard !keepingMutants else { return }
            let mutants = lessons.appendingPathComponent("lesson23/mutants")
            try FileManager.default.removeItem(at: mutants)
            try FileManager.default.createDirectory(at: mutants, withIntermediateDirectories: true)
        }

        /// Inserts `line` into the check's `run` after its first line, and returns the inserted line's number.
        func insertInRun(_ line: String) throws -> Int {
            var lines = try String(contentsOf: checkFile, encoding: .utf8).components(separatedBy: "\n")
            let run = try #require(lines.firstIndex { $0.contains("func run(_ check: CheckContext)") })
            lines.insert("        " + line, at: run + 1)
            try lines.joined(separator: "\n").write(to: checkFile, atomically: true, encoding: .utf8)
            return run + 2
        }

        /// The 1-based line of the first line of the check file containing `text`.
        func line(containing text: String) throws -> Int {
            let lines = try String(contentsOf: checkFile, encoding: .utf8).components(separatedBy: "\n")
            return try #require(lines.firstIndex { $0.contains(text) }) + 1
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// `quest <arguments>` run from `directory`.
    private func quest(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try CLI.binary(arguments, in: directory)
    }

    @Test("the fixture course validates: its starter fails, its solution passes, each mutant fails edit-sheet")
    func fixtureValidates() throws {
        let course = try CourseCopy(keepingMutants: true)
        defer { course.remove() }
        let run = try quest(["validate", "Lessons"], in: course.root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("edit-trip · starter") && run.output.contains("edit-trip · solution"))
        let mutants = ["cancel-keeps-edits", "save-does-nothing", "save-edits-first-trip", "save-keeps-sheet-open", "sheet-starts-empty"]
        for mutant in mutants {
            let row = run.output.split(separator: "\n").first { $0.contains("mutant \(mutant) ") }
            #expect(row?.contains("failed edit-sheet") == true, "\(mutant): \(row ?? "no row")")
        }
    }

    @Test("quest check grades a learner's folder with the lesson's own check, naming the step and the learner's line")
    func checkReportsTheStep() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        let learner = course.root.appendingPathComponent("learner")
        try FileManager.default.copyItem(at: course.lessons.appendingPathComponent("lesson23/solution"), to: learner)
        let editor = learner.appendingPathComponent("TripEditor.swift")
        let text = try String(contentsOf: editor, encoding: .utf8).replacingOccurrences(of: "onSave(draft)\n", with: "\n")
        try text.write(to: editor, atomically: true, encoding: .utf8)
        let run = try quest(["check", "lesson23", "learner", "--lessons", "Lessons"], in: course.root)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("✗ Save writes the new name into that trip's row and closes the sheet"), "\(run.output)")
        #expect(run.output.contains("actual:   [\"Lisbon\", \"Kyoto\", \"Oslo\"]") && run.output.contains("at TripList.swift:19"))
    }

    @Test("an entry: type the starter and solution do not declare is an error for lint and validate, at its line, with the near name")
    func entryNotDeclared() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        let lesson = course.lessons.appendingPathComponent("lesson23.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try text.replacingOccurrences(of: "entry: TripList\n", with: "entry: TripLsit\n").write(to: lesson, atomically: true, encoding: .utf8)
        let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "entry: TripList")) + 1
        let error = "Lessons/lesson23.md:\(line):8: error: `entry: TripLsit` is not a type `starter: lesson23/starter` declares"

        let lint = try quest(["lint", "Lessons"], in: course.root)
        #expect(lint.status == 1)
        #expect(lint.output.contains(error) && lint.output.contains("(did you mean `TripList`?) [entry-not-declared]"), "\(lint.output)")
        #expect(lint.output.contains("`entry: TripLsit` is not a type `solution: lesson23/solution` declares"), "\(lint.output)")

        let validate = try quest(["validate", "Lessons"], in: course.root)
        #expect(validate.status == 1)
        #expect(validate.output.contains(error) && validate.output.contains("✗  lesson23  lint"), "\(validate.output)")
    }

    @Test("a mutant's fails file naming no check of its exercise is a lint error at that file, before anything compiles")
    func failsFileTypo() throws {
        let course = try CourseCopy(keepingMutants: true)
        defer { course.remove() }
        let mutants = course.lessons.appendingPathComponent("lesson23/mutants")
        let mutant = try #require(try FileManager.default.contentsOfDirectory(atPath: mutants.path).sorted().first)
        try "edit-sheets\n".write(to: mutants.appendingPathComponent(mutant + "/fails"), atomically: true, encoding: .utf8)
        let lint = try quest(["lint", "Lessons"], in: course.root)
        #expect(lint.status == 1)
        #expect(lint.output.contains("Lessons/lesson23/mutants/\(mutant)/fails:1:1: error: the mutant Lessons/lesson23/mutants/\(mutant) names `edit-sheets`"), "\(lint.output)")
        #expect(lint.output.contains("[mutant-unknown-check]"))
    }

    @Test("a check file under another name is one unknown-check error for lint, not one more per claim and per mutant")
    func renamedCheckFile() throws {
        let course = try CourseCopy(keepingMutants: true)
        defer { course.remove() }
        try FileManager.default.moveItem(at: course.checkFile, to: course.checkFile.deletingLastPathComponent().appendingPathComponent("EditSheet.swift"))
        let lint = try quest(["lint", "Lessons"], in: course.root)
        #expect(lint.status == 1)
        let errors = lint.output.components(separatedBy: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].hasSuffix("[unknown-check]"), "\(lint.output)")
        #expect(errors.first?.contains("holds EditSheet.swift (a check file is named after the check: checks/<name>.swift)") == true)
    }

    @Test("a check file with no type conforming to Check is one error for lint and validate, at the file, and nothing is judged")
    func noCheckType() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        let text = try String(contentsOf: course.checkFile, encoding: .utf8)
        try text.replacingOccurrences(of: "struct EditSheetCheck: Check {", with: "struct EditSheetCheck {")
            .write(to: course.checkFile, atomically: true, encoding: .utf8)
        let lint = try quest(["lint", "Lessons"], in: course.root)
        #expect(lint.status == 1)
        #expect(lint.output.contains("\(course.checkPath):1:1: error: the check edit-sheet declares no type that conforms to Check"), "\(lint.output)")

        let validate = try quest(["validate", "Lessons"], in: course.root)
        #expect(validate.status == 1)
        #expect(validate.output.components(separatedBy: "declares no type that conforms to Check").count == 2, "\(validate.output)")
        #expect(validate.output.contains("not judged: check does not compile") && !validate.output.contains("could-not-grade"), "\(validate.output)")
    }

    @Test("a check file that does not compile is reported by lint and validate at the check file's own line")
    func compileError() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        let line = try course.line(containing: "screen.text(in: \"Name\")")
        let text = try String(contentsOf: course.checkFile, encoding: .utf8).replacingOccurrences(of: "screen.text(in:", with: "screen.textt(in:")
        try text.write(to: course.checkFile, atomically: true, encoding: .utf8)
        let place = "\(course.checkPath):\(line):31: error: the check edit-sheet does not compile with "

        let lint = try quest(["lint", "Lessons"], in: course.root)
        #expect(lint.status == 1)
        #expect(lint.output.contains(place + "Lessons/lesson23/solution: value of type 'ViewHostScreen' has no member 'textt' [check-does-not-compile]"), "\(lint.output)")

        // validate reports the compiler's error once, on the lint row, with the first item that met it; the items
        // it kept from being judged say so and do not hold.
        let validate = try quest(["validate", "Lessons"], in: course.root)
        #expect(validate.status == 1)
        let placeInValidate = "\(course.checkPath):\(line):31: error: the check edit-sheet does not compile with "
        #expect(validate.output.components(separatedBy: placeInValidate).count == 2, "\(validate.output)")
        #expect(validate.output.contains("has no member 'textt'"), "\(validate.output)")
        #expect(validate.output.contains("✗  lesson23  lint"), "\(validate.output)")
        #expect(!validate.output.contains("✓  lesson23  edit-trip · starter"), "\(validate.output)")
        #expect(!validate.output.contains("✓  lesson23  edit-trip · solution  "), "\(validate.output)")
        #expect(validate.output.contains("not judged: check does not compile"), "\(validate.output)")
    }

    @Test("a check that crashes is a check error at the crash's line, never the learner's failure")
    func crash() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        let line = try course.insertInRun("if Int(\"1\") == 1 { fatalError(\"the check's own bug\") }")
        let validate = try quest(["validate", "Lessons"], in: course.root)
        #expect(validate.status == 1)
        #expect(validate.output.contains("\(course.checkPath):\(line):1: error: check error while grading Lessons/lesson23/solution: "
            + "The check crashed: the check's own bug at \(course.checkPath):\(line). This is a check error"), "\(validate.output)")

        let check = try quest(["check", "lesson23", "Lessons/lesson23/solution", "--lessons", "Lessons"], in: course.root)
        #expect(check.status == 2, "\(check.output)")
        #expect(check.output.contains("check error"), "\(check.output)")
    }

    @Test("a check that throws is a check error that says so, at the check's declaration")
    func thrown() throws {
        let course = try CourseCopy()
        defer { course.remove() }
        _ = try course.insertInRun("struct MissingFixture: Error {}; if Int(\"1\") == 1 { throw MissingFixture() }")
        let declaration = try course.line(containing: "struct EditSheetCheck: Check")
        let validate = try quest(["validate", "Lessons"], in: course.root)
        #expect(validate.status == 1)
        #expect(validate.output.contains("\(course.checkPath):\(declaration):1: error: check error while grading Lessons/lesson23/solution: "
            + "The check edit-sheet itself failed during \"starting the edit-sheet check\": the check threw an error: MissingFixture()"),
            "\(validate.output)")
    }
}

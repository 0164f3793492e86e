import QuestProtocol
import Foundation
public import QuestAnalyzer

/// Exercism's test-runner `results.json`, version 3: one test per check step, linked to its exercise by `task_id`.
///
/// `status` is `error` only when no test ran at all (every exercise failed to compile or to start); an exercise that
/// could not finish adds one `error` test that says why, so its finished steps still count. Every text from outside
/// quest goes through `VisibleText` before JSON encoding, so no string carries a control character (Exercism shows
/// `message` and `output` to the learner), and a message that is not a pass ends with the run's seed.
public struct ExercismReport: Sendable {
    /// The analyzer's comments, written as an extra top-level `advice` array (`AdviceJSON`); none: no key at all.
    public var advice: [Advice]

    public init(advice: [Advice] = []) { self.advice = advice }

    /// The longest `output` Exercism shows.
    public static let outputLimit = 500

    struct Results: Encodable {
        var version = 3
        var status: String
        var message: String?
        var tests: [Test]?
        var advice: [AdviceJSON]?

        enum CodingKeys: String, CodingKey { case version, status, message, tests, advice }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(tests, forKey: .tests)
            try container.encodeIfPresent(advice, forKey: .advice)
        }
    }

    struct Test: Encodable {
        var name: String
        var status: String
        var message: String?
        var output: String?
        var testCode: String
        var taskID: Int

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case testCode = "test_code"
            case taskID = "task_id"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(output, forKey: .output)
            try container.encode(testCode, forKey: .testCode)
            try container.encode(taskID, forKey: .taskID)
        }
    }

    public func render(_ report: GradeReport) -> String {
        var results = results(for: report)
        if !advice.isEmpty { results.advice = advice.map(AdviceJSON.init) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(results)) ?? Data("{\"version\":3,\"status\":\"error\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func results(for report: GradeReport) -> Results {
        var tests: [Test] = []
        var errors: [String] = []
        for grade in report.exercises {
            let output = Self.truncated(VisibleText.block(grade.printedOutput))
            for result in grade.results {
                tests.append(Test(
                    name: VisibleText.line("\(grade.exerciseID) › \(result.check) › \(result.name)"),
                    status: result.status == .pass ? "pass" : "fail",
                    message: result.status == .pass ? nil : Self.seeded(Self.message(for: result), report),
                    // A pass with a hint is advice: shown as the test's output (a pass has no message in Exercism's
                    // format), with its expected and actual, as a failure's message has.
                    output: result.status == .pass && !result.hint.isEmpty ? Self.truncated(Self.message(for: result)) : nil,
                    testCode: Self.testCode(check: result.check, entry: grade.entry),
                    taskID: grade.taskID
                ))
            }
            if !grade.outcome.ranToCompletion {
                let message = Self.message(for: grade)
                errors.append("\(VisibleText.line(grade.exerciseID)): \(message)")
                tests.append(Test(
                    name: VisibleText.line(Self.unfinishedName(grade)), status: "error", message: Self.seeded(message, report),
                    output: output, testCode: grade.checks.map { Self.testCode(check: $0, entry: grade.entry) }
                        .joined(separator: "\n"),
                    taskID: grade.taskID
                ))
            }
        }
        if let problem = report.problem { errors.insert(VisibleText.block(problem), at: 0) }
        let ranAny = report.exercises.contains { !$0.results.isEmpty || $0.outcome.ranToCompletion }
        if !ranAny {
            let message = errors.isEmpty ? "no exercise was graded" : errors.joined(separator: "\n\n")
            return Results(status: "error", message: Self.seeded(message, report))
        }
        let passed = tests.allSatisfy { $0.status == "pass" }
        return Results(status: passed ? "pass" : "fail", message: nil, tests: tests)
    }

    /// `deep-link-router › router › crashed`: the check that was running, when the harness said which.
    static func unfinishedName(_ grade: ExerciseGrade) -> String {
        ([grade.exerciseID] + (grade.interruptedStep.map { [$0.check] } ?? []) + [grade.outcome.rawValue])
            .joined(separator: " › ")
    }

    /// `message` and, on a line of its own, the report's seed note (when checks ran).
    static func seeded(_ message: String, _ report: GradeReport) -> String {
        guard let note = report.seedNote else { return message }
        return message.isEmpty ? note : message + "\n" + note
    }

    /// A failed step in a few lines (`expected: …`, `actual: …`, `at …`, `hint: …`), each field on one line.
    static func message(for result: CheckResult) -> String {
        var lines: [String] = []
        if !result.expected.isEmpty { lines.append("expected: \(VisibleText.line(result.expected))") }
        if !result.actual.isEmpty { lines.append("actual: \(VisibleText.line(result.actual))") }
        if let location = result.location { lines.append("at \(VisibleText.line(location))") }
        if !result.hint.isEmpty { lines.append("hint: \(VisibleText.line(result.hint))") }
        return lines.joined(separator: "\n")
    }

    static func message(for grade: ExerciseGrade) -> String {
        if grade.outcome == .didNotCompile {
            let contract = grade.contractProblems.map { VisibleText.line($0) }.joined(separator: "\n")
            let diagnostics = grade.diagnostics.filter { $0.inLearnerFile || grade.contractProblems.isEmpty }
                .map { VisibleText.block($0.description) }.joined(separator: "\n")
            return [contract, diagnostics].filter { !$0.isEmpty }.joined(separator: "\n")
        }
        var message = grade.message ?? grade.outcome.rawValue
        if let crash = grade.crash, let location = crash.location, !message.contains(location) {
            message += " (\(location))"
        }
        return VisibleText.line(message)
    }

    /// What the test runs, as a line of Swift a learner can read.
    static func testCode(check: String, entry: String) -> String {
        VisibleText.line("// quest check \(check) on \(entry)")
    }

    /// Exercism's rule: at most 500 characters, then a note that it was cut.
    static func truncated(_ output: String) -> String? {
        guard !output.isEmpty else { return nil }
        guard output.count > outputLimit else { return output }
        let note = "\n[output truncated: more than \(outputLimit) characters]"
        return String(output.prefix(outputLimit - note.count)) + note
    }
}

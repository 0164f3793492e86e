import Foundation

/// Exercism's test-runner `results.json`, version 3: one test per check step, linked to its exercise by `task_id`.
///
/// `status` is `error` only when no test ran at all (every exercise failed to compile or to start); an exercise that
/// could not finish adds one `error` test that says why, so its finished steps still count.
public struct ExercismReport: Sendable {
    public init() {}

    /// The longest `output` Exercism shows.
    public static let outputLimit = 500

    struct Results: Encodable {
        var version = 3
        var status: String
        var message: String?
        var tests: [Test]?

        enum CodingKeys: String, CodingKey { case version, status, message, tests }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(tests, forKey: .tests)
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
        let results = results(for: report)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(results)) ?? Data("{\"version\":3,\"status\":\"error\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func results(for report: GradeReport) -> Results {
        var tests: [Test] = []
        var errors: [String] = []
        for grade in report.exercises {
            let output = Self.truncated(grade.printedOutput)
            for result in grade.results {
                tests.append(Test(
                    name: "\(grade.exerciseID) › \(result.check) › \(result.name)",
                    status: result.status == .pass ? "pass" : "fail",
                    message: result.status == .pass ? nil : Self.message(for: result),
                    // A pass with a hint is advice: shown as the test's output (a pass has no message in Exercism's
                    // format), with its expected and actual, as a failure's message has.
                    output: result.status == .pass && !(result.hint ?? "").isEmpty ? Self.truncated(Self.message(for: result)) : nil, testCode: Self.testCode(check: result.check, entry: grade.entry),
                    taskID: grade.taskID
                ))
            }
            if !grade.outcome.ranToCompletion {
                let message = Self.message(for: grade)
                errors.append("\(grade.exerciseID): \(message)")
                tests.append(Test(
                    name: Self.unfinishedName(grade), status: "error", message: message,
                    output: output, testCode: grade.checks.map { Self.testCode(check: $0, entry: grade.entry) }
                        .joined(separator: "\n"),
                    taskID: grade.taskID
                ))
            }
        }
        if let problem = report.problem { errors.insert(problem, at: 0) }
        let ranAny = report.exercises.contains { !$0.results.isEmpty || $0.outcome.ranToCompletion }
        if !ranAny {
            return Results(status: "error", message: errors.isEmpty ? "no exercise was graded" : errors.joined(separator: "\n\n"))
        }
        let passed = tests.allSatisfy { $0.status == "pass" }
        return Results(status: passed ? "pass" : "fail", message: nil, tests: tests)
    }

    /// `deep-link-router › router › crashed`: the check that was running, when the harness said which.
    static func unfinishedName(_ grade: ExerciseGrade) -> String {
        ([grade.exerciseID] + (grade.interruptedStep.map { [$0.check] } ?? []) + [grade.outcome.rawValue])
            .joined(separator: " › ")
    }

    static func message(for result: CheckResult) -> String {
        var lines: [String] = []
        if let expected = result.expected, !expected.isEmpty { lines.append("expected: \(expected)") }
        if let actual = result.actual, !actual.isEmpty { lines.append("actual: \(actual)") }
        if let location = result.location { lines.append("at \(location)") }
        if let hint = result.hint, !hint.isEmpty { lines.append("hint: \(hint)") }
        return lines.joined(separator: "\n")
    }

    static func message(for grade: ExerciseGrade) -> String {
        if grade.outcome == .didNotCompile {
            let contract = grade.contractProblems.joined(separator: "\n")
            let diagnostics = grade.diagnostics.filter { $0.inLearnerFile || grade.contractProblems.isEmpty }
                .map(\.description).joined(separator: "\n")
            return [contract, diagnostics].filter { !$0.isEmpty }.joined(separator: "\n")
        }
        var message = grade.message ?? grade.outcome.rawValue
        if let crash = grade.crash, let location = crash.location, !message.contains(location) {
            message += " (\(location))"
        }
        return message
    }

    /// What the test runs, as a line of Swift a learner can read.
    static func testCode(check: String, entry: String) -> String {
        "// quest check \(check) on \(entry)"
    }

    /// Exercism's rule: at most 500 characters, then a note that it was cut.
    static func truncated(_ output: String) -> String? {
        guard !output.isEmpty else { return nil }
        guard output.count > outputLimit else { return output }
        let note = "\n[output truncated: more than \(outputLimit) characters]"
        return String(output.prefix(outputLimit - note.count)) + note
    }
}

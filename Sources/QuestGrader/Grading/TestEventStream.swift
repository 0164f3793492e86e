import Foundation

/// What Swift Testing's event stream says about one run of the learner's tests: the JSON records (version 0) that the
/// testing library hands to its ABI entry point's record handler (the same records `--event-stream-output-path`
/// writes), one per line, never the text it or the tests print.
///
/// The stream is written inside the run, by the testing library in the same process as the learner's tests, so it is
/// believed only for what those tests decide anyway (whether they pass against a given router); a line that is not
/// the library's JSON makes the whole stream `damaged`, which never counts as a pass.
struct TestEventStream: Hashable, Sendable {
    /// A failed expectation (an issue that is not a known one) and where it was recorded.
    struct Failure: Hashable, Sendable {
        var test: String
        var message: String
        var file: String?
        var line: Int?
    }

    /// The version of the stream quest asks for and reads (`--event-stream-version`).
    static let version = 0

    /// The configuration JSON the entry point is given: the stream's version.
    static var configuration: String { #"{"eventStreamVersion":\#(version)}"# }

    /// `runStarted` was seen: the library began running tests.
    var started = false
    /// `runEnded` was seen: every test ran.
    var ended = false
    /// The names of the test functions (not suites) that started, in order.
    var ran: [String] = []
    /// Every failed expectation, in order.
    var failures: [Failure] = []
    /// A line was not one of the library's records.
    var damaged = false

    /// Reads the JSON lines of `data`.
    init(_ data: Data) {
        var names: [String: String] = [:]
        var functions: Set<String> = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == UInt8(ascii: " ") }) {
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(line)), record.version == Self.version else {
                damaged = true
                continue
            }
            let payload = record.payload
            switch record.kind {
            case "test":
                guard let id = payload.id else { continue }
                names[id] = payload.displayName ?? payload.name ?? id
                if payload.kind == "function" { functions.insert(id) }
            case "event":
                switch payload.kind {
                case "runStarted": started = true
                case "runEnded": ended = true
                case "testStarted":
                    if let id = payload.testID, functions.contains(id) { ran.append(names[id] ?? id) }
                case "issueRecorded":
                    guard payload.issue?.isKnown != true else { continue }
                    let test = payload.testID.map { names[$0] ?? $0 } ?? "the test run"
                    let location = payload.issue?.sourceLocation
                    let message = payload.messages?.map(\.text).joined(separator: " ") ?? "an issue was recorded"
                    failures.append(Failure(test: test, message: message, file: location?.filePath, line: location?.line))
                default: continue
                }
            default:
                continue
            }
        }
    }

    /// True when the tests ran to their end with at least one test and no failed expectation.
    var passed: Bool { started && ended && !damaged && failures.isEmpty && !ran.isEmpty }

    /// The first failure as a learner reads it: `linkOpensTripAndLog(): Expectation failed: … (RouterTests.swift:12)`.
    var firstFailure: String? {
        guard let failure = failures.first else { return nil }
        let place = failure.file.map { file in " (\((file as NSString).lastPathComponent)\(failure.line.map { ":\($0)" } ?? ""))" } ?? ""
        return "\(failure.test): \(failure.message)\(place)"
    }

    /// One line of the stream, as far as quest reads it.
    private struct Record: Decodable {
        var kind: String
        var version: Int
        var payload: Payload
    }

    private struct Payload: Decodable {
        struct Message: Decodable { var text: String }
        struct Issue: Decodable {
            var isKnown: Bool?
            var sourceLocation: Location?
        }
        struct Location: Decodable {
            var filePath: String?
            var line: Int?
            enum CodingKeys: String, CodingKey {
                case filePath = "_filePath"
                case line
            }
        }

        var kind: String?
        var id: String?
        var name: String?
        var displayName: String?
        var testID: String?
        var messages: [Message]?
        var issue: Issue?
    }
}

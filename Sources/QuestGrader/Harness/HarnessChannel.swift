public import Foundation
import QuestProtocol

/// The grader's side of the results channel (HarnessProtocol.md, with the records and the invocation declared in
/// QuestProtocol): a secret made for one run, handed to the harness (with the run's seed) on an inherited descriptor that it reads and closes before any learner code runs, and the check of every record the
/// harness sent back on another descriptor, a pipe that only the launcher reads: the secret, then the next sequence
/// number. Nothing the learner's program writes anywhere else (a file, stdout) is ever read as a result, and a
/// record without the secret, or out of sequence, ends the trust in everything after it.
///
/// Why the secret itself and not an HMAC under it: learner code can write to the records pipe but never read it (the
/// launcher holds the only read end), so it never sees a record, and forging either form needs the same 32 bytes,
/// which only the harness's memory holds. An HMAC would need libcrypto in QuestChecks, and then every learner compile
/// would need a module map for OpenSSL's headers beside the prebuilt modules.
public struct HarnessChannel: Sendable {
    /// 32 random bytes from the system's generator (getrandom on Linux), as 64 hexadecimal digits.
    public let secret: String
    /// The seed of the checks' random values (`ProbeSeed`), handed over with the secret.
    public let seed: UInt64

    /// A channel with a fresh secret, for a run whose checks draw from `seed`.
    public init(seed: UInt64 = ProbeSeed.validation) {
        var generator = SystemRandomNumberGenerator()
        secret = (0..<4).map { _ in
            let word = String(generator.next(), radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
        self.seed = seed
    }

    init(secret: String, seed: UInt64 = ProbeSeed.validation) {
        self.secret = secret
        self.seed = seed
    }

    /// What the harness reads on its secret descriptor before any learner code runs (`HarnessInvocation.Handover`).
    public var handover: String { HarnessInvocation.Handover(secret: secret, seed: seed).text }

    /// The results the records prove, in order, up to the first line that is not the secret's record in sequence.
    public func verify(_ data: Data) -> HarnessResults {
        var verified = HarnessResults(results: [], started: false)
        let key = Array(secret.utf8)
        var expected = 0
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else {
                verified.rejected = "record \(expected + 1) is not the harness's"
                break
            }
            let body = Array(line[line.index(after: space)...])
            guard Self.same(Array(line[line.startIndex..<space]), key) else {
                verified.rejected = "record \(expected + 1) does not carry the run's secret"
                break
            }
            guard let record = try? decoder.decode(HarnessRecord.self, from: Data(body)), record.seq == expected,
                  !verified.complete else {
                verified.rejected = "record \(expected + 1) is out of sequence"
                break
            }
            expected += 1
            verified.started = true
            if let step = record.begin { verified.running = step }
            if let result = record.result {
                verified.results.append(result)
                verified.running = nil
            }
            if let check = record.completed {
                verified.completedChecks.append(check)
                verified.running = nil
            }
            if record.end == true { verified.complete = true }
        }
        return verified
    }

    /// Compares two secrets in time independent of where they first differ.
    private static func same(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

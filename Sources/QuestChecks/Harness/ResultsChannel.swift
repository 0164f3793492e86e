import Foundation

/// The harness's side of the results channel (`Sources/QuestGrader/Harness/HarnessProtocol.md`): it takes the run's
/// handover (the secret and the seed, `HarnessInvocation.Handover`) from an inherited descriptor and closes it, before
/// any learner code runs, then sends every event as one line, `<secret> <HarnessRecord as JSON with the next
/// sequence number>`, on the records descriptor, a pipe only the grader reads. Learner code cannot produce such a
/// line without the secret, and nothing it writes anywhere else is read as a result.
final class ResultsChannel {
    private let secret: [UInt8]
    private let descriptor: Int32
    /// The seed of the checks' random values, from the handover.
    let seed: UInt64
    private var sequence = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens the channel named by the harness's first argument, `<secret fd>:<records fd>`; nil when the argument is
    /// not of that shape or the handover cannot be read (then no result can ever be proved).
    init?(argument: String) {
        guard let descriptors = HarnessInvocation.descriptors(argument) else { return nil }
        // Before the secret is in memory: from now on no other process of the run can read that memory.
        ProcessHardening.apply()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(descriptors.secret, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(descriptors.secret)
        guard let handover = HarnessInvocation.Handover(text: String(decoding: bytes, as: UTF8.self)) else { return nil }
        secret = Array(handover.secret.utf8)
        seed = handover.seed
        descriptor = descriptors.records
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // The first record, before any learner code can run: a run whose records lack it failed on the machine.
        try? send(HarnessRecord(started: true))
    }

    /// Signs and sends one record; a failed write is thrown (the grader then sees the run as unfinished).
    func send(_ record: HarnessRecord) throws {
        var record = record
        record.seq = sequence
        sequence += 1
        let body = Array(try encoder.encode(record))
        let line = secret + [UInt8(ascii: " ")] + body + [UInt8(ascii: "\n")]
        var offset = 0
        while offset < line.count {
            let written = line[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw CocoaError(.fileWriteUnknown) }
            offset += written
        }
    }
}

import Foundation

/// The harness's side of the results channel (`Sources/QuestGrader/Harness/HarnessProtocol.md`): it takes the run's
/// secret from an inherited descriptor and closes it, before any learner code runs, then sends every event as one
/// line, `<secret> <JSON record with the next sequence number>`, on the records descriptor, a pipe only the grader
/// reads. Learner code cannot produce such a line without the secret, and nothing it writes anywhere else is read
/// as a result.
final class ResultsChannel {
    /// One event: exactly one of the optional fields is set.
    struct Record: Encodable {
        var seq: Int
        var started: Bool?
        var begin: CheckRecorder.Step?
        var result: CheckResult?
        var completed: String?
        var end: Bool?
    }

    private let secret: [UInt8]
    private let descriptor: Int32
    private var sequence = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens the channel named by the harness's first argument, `<secret fd>:<records fd>`; nil when the argument is
    /// not of that shape or the secret cannot be read (then no result can ever be proved).
    init?(argument: String) {
        let parts = argument.split(separator: ":")
        guard parts.count == 2, let secretDescriptor = Int32(parts[0]), let recordsDescriptor = Int32(parts[1]) else {
            return nil
        }
        // Before the secret is in memory: from now on no other process of the run can read that memory.
        ProcessHardening.apply()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(secretDescriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(secretDescriptor)
        guard !bytes.isEmpty else { return nil }
        secret = bytes
        descriptor = recordsDescriptor
        _ = fcntl(recordsDescriptor, F_SETFD, FD_CLOEXEC)
        // The first record, before any learner code can run: a run whose records lack it failed on the machine.
        try? send(Record(seq: 0, started: true))
    }

    /// Signs and sends one record; a failed write is thrown (the grader then sees the run as unfinished).
    func send(_ record: Record) throws {
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

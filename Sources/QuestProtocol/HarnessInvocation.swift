/// How the grader starts a harness and what it hands over before any learner code runs (HarnessProtocol.md):
///
///     harness <secret fd>:<records fd> [exercise id …]
///
/// The command line carries descriptors only. The run's data (the secret that signs every record, and the seed of
/// the checks' random values) comes on the secret descriptor, which the harness reads to its end and closes, so no
/// other process of the run can read it from `/proc/<pid>/cmdline`.
public enum HarnessInvocation {
    /// The descriptor the harness reads the handover from.
    public static let secretDescriptor: Int32 = 3
    /// The descriptor the harness writes its records to (a pipe only the launcher reads). The system call filter keeps
    /// it what it is (no `dup2` onto it, no `close` of it), so it is a number no code the run starts needs: Swift's
    /// crash handler puts a pipe of its own at 4 in the backtracer it starts; and one digit, as `sh` redirects only those.
    public static let recordsDescriptor: Int32 = 9

    /// The harness's first argument: `3:9`.
    public static var argument: String { "\(secretDescriptor):\(recordsDescriptor)" }

    /// The two descriptors of a first argument `<secret fd>:<records fd>`, or nil when it is not of that shape.
    public static func descriptors(_ argument: String) -> (secret: Int32, records: Int32)? {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let secret = Int32(parts[0]), let records = Int32(parts[1]), secret >= 0, records >= 0,
              secret != records else { return nil }
        return (secret, records)
    }

    /// What the secret descriptor holds: `<secret> <seed>`, the secret 64 hexadecimal digits, the seed a decimal
    /// `UInt64`.
    public struct Handover: Hashable, Sendable {
        /// The run's secret, which begins every record.
        public var secret: String
        /// The seed of the checks' random values (`ProbeSeed` in the grader, `CheckRandom` in QuestChecks).
        public var seed: UInt64

        public init(secret: String, seed: UInt64) {
            self.secret = secret
            self.seed = seed
        }

        /// The bytes written to the descriptor.
        public var text: String { "\(secret) \(seed)" }

        /// Reads what the descriptor held; nil unless it is a secret of hexadecimal digits and a seed.
        public init?(text: String) {
            let parts = text.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0].utf8.allSatisfy(Self.isHexadecimal),
                  let seed = UInt64(parts[1]) else { return nil }
            self.init(secret: String(parts[0]), seed: seed)
        }

        private static func isHexadecimal(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
    }
}

/// What compiling and checking one candidate set of files gave.
public enum Evaluation: Hashable, Codable, Sendable {
    /// It compiled and the checks ran: the check steps that passed, as `check › name`, in the order they ran, and
    /// what each failing step showed (`check › name` → its actual value and hint), which tells the drafter whether a
    /// candidate that turned nothing green still got closer (`No button "Kyoto"` became `no sheet`).
    case ran(passing: [String], failing: [String: String] = [:])
    /// It did not compile: the compiler's error messages (cached as given, so a better reading of them needs no
    /// new compile).
    case didNotCompile(errors: [String])

    /// The passing check steps, or nil when the candidate did not compile.
    public var passing: [String]? {
        if case .ran(let passing, _) = self { return passing }
        return nil
    }

    /// What the failing check steps showed, empty when the candidate did not compile.
    public var failing: [String: String] {
        if case .ran(_, let failing) = self { return failing }
        return [:]
    }

    /// The names the compiler could not find, when it did not compile.
    public var missingNames: Set<String> {
        if case .didNotCompile(let errors) = self { return Self.missingNames(in: errors) }
        return []
    }

    /// The names a compiler message says are missing: `cannot find 'x' in scope`, `cannot find type 'X' in scope`,
    /// `value of type 'V' has no member 'x'`.
    public static func missingNames(in messages: [String]) -> Set<String> {
        var names: Set<String> = []
        for message in messages {
            for lead in ["cannot find '", "cannot find type '", "has no member '"] {
                guard let start = message.range(of: lead)?.upperBound,
                      let end = message[start...].firstIndex(of: "'") else { continue }
                // `$query` is the binding of `query`: the change to find declares `query`.
                names.insert(String(message[start..<end].drop { $0 == "$" }))
            }
        }
        return names
    }
}

/// Compiles and checks candidate files. The drafter asks; `GraderEvaluator` answers with real compiles and runs, and
/// tests answer from a table.
public protocol CandidateEvaluator {
    /// The outcome for the learner's files `files` (path → text).
    mutating func evaluate(_ files: [String: String]) throws -> Evaluation
}

/// What a crash said: the Swift `Fatal error:` message, and the learner's `file:line` where it happened.
public struct CrashReport: Hashable, Codable, Sendable {
    /// `Unexpectedly found nil while unwrapping an Optional value`, or the signal's name when Swift said nothing.
    public var message: String
    /// The learner's file, relative to the learner's folder.
    public var file: String?
    public var line: Int?

    public init(message: String, file: String? = nil, line: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
    }

    /// `ContentView.swift:12`, when known.
    public var location: String? {
        guard let file else { return nil }
        return line.map { "\(file):\($0)" } ?? file
    }

    /// Reads stderr of a crashed harness. The `Fatal error:` line gives the message and, for learner code, the
    /// place (`Learner/ContentView.swift:12: Fatal error: …`); when the place is in the standard library
    /// (`Swift/ContiguousArrayBuffer.swift:692`), the first backtrace frame in a learner file gives it instead.
    public static func parse(standardError: String, signal: Int?, files: LearnerFiles) -> CrashReport {
        var message: String?
        var file: String?
        var line: Int?
        for rawLine in standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let range = rawLine.range(of: "Fatal error: ") else { continue }
            let text = rawLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
            message = text.isEmpty ? "Fatal error" : text
            let prefix = rawLine[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            if prefix.hasSuffix(":") {
                let place = prefix.dropLast()
                if let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]),
                   let learnerFile = files.relativePath(for: String(place[..<colon])) {
                    file = learnerFile
                    line = number
                }
            }
            break
        }
        if file == nil, let frame = firstLearnerFrame(in: standardError, files: files) {
            file = frame.file
            line = frame.line
        }
        return CrashReport(message: message ?? signalDescription(signal), file: file, line: line)
    }

    /// The first backtrace line `… in harness at /path/ContentView.swift:12:5` whose path is a learner file.
    static func firstLearnerFrame(in text: String, files: LearnerFiles) -> (file: String, line: Int)? {
        for rawLine in text.split(separator: "\n") {
            guard let at = rawLine.range(of: " at ", options: .backwards) else { continue }
            let parts = rawLine[at.upperBound...].split(separator: ":")
            guard parts.count >= 2, let number = Int(parts[1]),
                  let learnerFile = files.relativePath(for: String(parts[0])) else { continue }
            return (learnerFile, number)
        }
        return nil
    }

    /// The first backtrace frame in a learner file whose line the debug info does not give (`… ContentView.body.getter
    /// + 644 in harness at learner/ContentView.swift`): a program stopped by a limit in the middle of a
    /// compiler-generated instruction. Returns the file and the function (`ContentView.body.getter`).
    static func firstLearnerFileFrame(in text: String, files: LearnerFiles) -> (file: String, function: String?)? {
        for rawLine in text.split(separator: "\n") {
            guard let at = rawLine.range(of: " at ", options: .backwards) else { continue }
            let path = rawLine[at.upperBound...].split(separator: ":").first.map(String.init) ?? ""
            guard let learnerFile = files.relativePath(for: path) else { continue }
            let beforeOffset = rawLine[..<at.lowerBound].range(of: " + ", options: .backwards).map { rawLine[..<$0.lowerBound] }
            let function = beforeOffset?.range(of: "0x").flatMap { address in
                beforeOffset?[address.upperBound...].split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)
            }
            return (learnerFile, function)
        }
        return nil
    }

    static func signalDescription(_ signal: Int?) -> String {
        switch signal {
        case 4?: "illegal instruction (SIGILL)"
        case 5?: "trace trap (SIGTRAP): a Swift runtime check failed"
        case 6?: "aborted (SIGABRT)"
        case 7?: "bus error (SIGBUS)"
        case 8?: "arithmetic error (SIGFPE)"
        case 11?: "bad memory access (SIGSEGV)"
        case 9?: "killed (SIGKILL)"
        case let number?: "ended by signal \(number)"
        case nil: "the program stopped unexpectedly"
        }
    }
}

import Foundation

/// Which compiler made something: the `Swift version …` line that `swiftc --version` prints first, and that every
/// binary `.swiftmodule` carries in its header. Modules built by one compiler cannot be imported by another, so
/// quest compares the two before it blames the learner's code.
public enum CompilerIdentity {
    /// `Swift version 6.3.1 (swift-6.3.1-RELEASE)`: the first line of `swiftc --version`.
    public static func of(compiler swiftc: String) -> String? {
        guard let result = try? ChildProcess.run(swiftc, ["--version"]), result.exitCode == 0 else { return nil }
        let text = result.standardOutput.isEmpty ? result.standardError : result.standardOutput
        return text.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    /// The compiler that wrote the binary module at `path`, read from the module's header.
    public static func of(module path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // The version string sits in the control block, within the first few kilobytes (15 KB into QuestUI).
        let head = handle.readData(ofLength: 65_536)
        guard let start = head.range(of: Data("Swift version ".utf8)) else { return nil }
        let rest = head[start.lowerBound...]
        guard let close = rest.firstIndex(of: UInt8(ascii: ")")) else { return nil }
        return String(decoding: head[start.lowerBound...close], as: UTF8.self)
    }
}

extension CompilerIdentity {
    /// The compiler's words for a module it cannot import because another compiler built it.
    static let mismatchFragments = [
        "compiled module was created by", "cannot be imported by the Swift",
    ]

    /// A plain sentence when `messages` (a failed compile's) say that quest's prebuilt modules were built by another
    /// compiler than `settings`' swiftc: that is the setup's problem, never the learner's, and no compile error of
    /// theirs should be shown for it.
    static func mismatch(in messages: [String], settings: CompilerSettings) -> String? {
        guard messages.contains(where: { message in mismatchFragments.contains { message.contains($0) } }) else { return nil }
        let modules = CompilerIdentity.of(module: settings.modules.moduleDirectory + "/QuestUI.swiftmodule") ?? "another compiler"
        let compiler = CompilerIdentity.of(compiler: settings.toolchain.swiftc) ?? "a different version"
        return "quest's prebuilt modules (\(settings.modules.moduleDirectory)) were built by \(modules), but the compiler "
            + "quest found is \(compiler) (\(settings.toolchain.swiftc)): rebuild quest with this compiler "
            + "(Scripts/install.sh), or put the compiler that built it first on PATH. `quest doctor` checks this."
    }
}

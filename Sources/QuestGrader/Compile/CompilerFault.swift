/// A failed compile that is the machine's fault, not the learner's code: every error the compiler gave is one no source
/// file can cause (a module file in the cache that cannot be read, a module quest provides that is not there, a disk
/// that is full or read-only). Such a failure is never reported as *did not compile*: a broken module cache is cleared
/// and the compile tried once more, and what still fails is *could not run*, sent to `quest doctor`.
struct CompilerFault: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A module file in quest's module cache is unreadable, truncated or stale: clearing the cache repairs it.
        case moduleCache
        /// A module quest or the toolchain provides is missing.
        case missingModule
        /// The disk is full, over its quota or read-only.
        case disk
    }

    var kind: Kind
    /// The compiler's line that shows it.
    var evidence: String

    /// The modules that come with the toolchain or with quest's prebuilt folder: one of them missing is the machine's
    /// fault wherever the import is, a learner file included.
    static let providedModules: Set<String> = [
        "Swift", "SwiftShims", "_SwiftConcurrencyShims", "_Concurrency", "_StringProcessing", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Observation", "Synchronization",
        "SwiftUI", "Combine", "QuestUI", "QuestChecks", "QuestProtocol", "QuestCombine",
    ]

    private static let cacheSignatures = [
        "is not a valid module file", "malformed or corrupted", "is out of date and needs to be rebuilt",
        "was compiled with module cache path", "module file's minimum deployment target", "could not build module",
        "failed to load module", "precompiled file", "unable to load",
    ]
    private static let diskSignatures = ["No space left on device", "Disk quota exceeded", "Read-only file system"]

    /// The fault shown by a failed compile's `diagnostics` and raw `output`, or nil when an error could be the code's.
    static func find(diagnostics: [CompilerDiagnostic], output: String, moduleCache: String) -> CompilerFault? {
        let errors = diagnostics.filter(\.isError)
        // With no error the parser could place, the raw lines are all there is.
        let lines = errors.isEmpty
            ? output.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
            : errors.map(\.message)
        guard !lines.isEmpty else { return nil }
        var faults: [CompilerFault] = []
        for (index, line) in lines.enumerated() {
            // In a learner's file only a missing provided module is the machine's: the rest of a message there can
            // quote the learner's own names, which may say anything. An error placed in any source file, the glue's
            // included, is the machine's only at an import: elsewhere its text can be the learner's (`#error("…")`, a
            // raw identifier, an `@available(*, unavailable, message:)` the glue's call runs into).
            let placed = errors.isEmpty ? nil : errors[index]
            guard let fault = classify(line, moduleCache: moduleCache),
                  placed?.inLearnerFile != true || missingModule(in: line) != nil,
                  placed?.file == nil || placed.map(isAtImport) == true
            else { return nil }
            faults.append(fault)
        }
        return faults.first { $0.kind == .disk } ?? faults.first { $0.kind == .moduleCache } ?? faults.first
    }

    private static func classify(_ line: String, moduleCache: String) -> CompilerFault? {
        if diskSignatures.contains(where: line.contains) { return CompilerFault(kind: .disk, evidence: line) }
        if line.contains(moduleCache) || cacheSignatures.contains(where: line.contains) {
            return CompilerFault(kind: .moduleCache, evidence: line)
        }
        if let module = missingModule(in: line), providedModules.contains(module) {
            // A provided module that is missing right after a cache problem is the cache's (its shims' module files).
            return CompilerFault(kind: module.hasPrefix("_") || module.hasSuffix("Shims") ? .moduleCache : .missingModule,
                                 evidence: line)
        }
        return nil
    }

    /// True when the diagnostic's caret is on an `import` declaration (the keyword or the module's name), as the
    /// compiler places a module it cannot load; true as well when the compiler printed no source line to tell by.
    static func isAtImport(_ diagnostic: CompilerDiagnostic) -> Bool {
        guard !diagnostic.excerpt.isEmpty, let column = diagnostic.column, column >= 1 else { return true }
        let lines = diagnostic.excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Swift 6 prints `  3 | import Foo`; older compilers the bare source line first.
        let numbered = diagnostic.line.flatMap { number in
            lines.lazy.compactMap { line -> String? in
                guard let bar = line.range(of: " | "), line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces) == String(number)
                else { return nil }
                return String(line[bar.upperBound...])
            }.first
        }
        guard let source = numbered ?? lines.first, column - 1 <= source.count else { return false }
        let before = String(source.prefix(column - 1))
        let at = source.dropFirst(column - 1)
        let attributes = #"^\s*(@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?\s+)*((public|package|internal|fileprivate|private)\s+)?"#
        if at.hasPrefix("import"), before.range(of: attributes + "$", options: .regularExpression) != nil { return true }
        let kinds = #"((typealias|struct|class|enum|protocol|let|var|func)\s+)?"#
        return before.range(of: attributes + #"import\s+"# + kinds + "$", options: .regularExpression) != nil
    }

    /// `X` in "no such module 'X'" or "missing required module 'X'".
    private static func missingModule(in line: String) -> String? {
        guard let start = line.range(of: "no such module '") ?? line.range(of: "missing required module '") else {
            return nil
        }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// What the learner reads: the machine's fault, what quest did about it, and where to go next.
    func message(moduleCache: String, retried: Bool) -> String {
        let what = switch kind {
        case .moduleCache: "the compiler could not use quest's module cache (\(moduleCache))"
        case .missingModule: "a module that comes with quest or the toolchain is missing"
        case .disk: "the disk quest compiles on is full or read-only"
        }
        let tried = retried ? "; quest cleared the cache and compiled again, and it failed the same way" : ""
        return "this is the machine's fault, not your code: \(what)\(tried). The compiler said: \(evidence)\n"
            + "Run `quest doctor` to see what is wrong."
    }
}

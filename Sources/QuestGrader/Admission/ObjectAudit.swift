/// Holds each learner file's compiled object to what a Swift file of module `Learner` defines, before anything is
/// linked, whatever spelling produced it:
/// - every symbol it defines (global, weak or unique binding, any visibility) is one of the module's own Swift
///   symbols (its mangled name starts with `$s7Learner`, or names `7Learner` as the module of an extension or a
///   conformance), or a merged copy the compiler emits in every object that needs it, which is always weak and
///   hidden (`$sSaySSGMa`, `symbolic …`, `got.…`, `__swift_memcpy16_8`, `dynamic_cast_existential_1_conditional`);
/// - no section runs code before or after `main` (`.init_array`, `.preinit_array`, `.ctors`, `.dtors`, `.fini_array`,
///   by name or by ELF type), or asks the linker for more libraries (`.deplibs`); every other section is one the
///   compiler emits for Swift code (`allowedSectionPrefixes`).
///
/// Hidden symbols count too: a symbol the executable defines wins over the runtime library's for the calls the
/// harness's own entry makes, whatever its visibility. A strong definition under another module's name can only
/// come from an explicit name (`@_silgen_name`, `@_cdecl`, `@c`), which the compiler never makes on its own. The
/// lesson's author check files and the generated glue are not audited (authors are trusted, the glue is quest's),
/// and no learner declaration can end up in their objects: the frontend writes each file's declarations to that
/// file's object.
enum ObjectAudit {
    /// The mangled name of module `Learner` (`7Learner`).
    static let learnerModule = "\(CompilerSettings.learnerModuleName.utf8.count)\(CompilerSettings.learnerModuleName)"

    /// Sections whose contents run before `main` or at exit, or load more libraries.
    static let refusedSectionPrefixes = [".init_array", ".preinit_array", ".ctors", ".dtors", ".fini_array", ".deplibs"]
    /// `SHT_INIT_ARRAY`, `SHT_FINI_ARRAY`, `SHT_PREINIT_ARRAY`, `SHT_LLVM_DEPENDENT_LIBRARIES`: the same, whatever the
    /// section's name.
    static let refusedSectionTypes: Set<UInt32> = [14, 15, 16, 0x6fff_4c04]
    /// The sections the compiler emits for Swift code (measured over the corpus and the lessons' solutions).
    static let allowedSectionPrefixes = [
        "", ".text", ".rodata", ".data", ".bss", ".tbss", ".tdata", ".debug_", ".eh_frame", ".symtab", ".strtab",
        ".shstrtab", ".rela", ".group", ".note.GNU-stack", ".llvm_addrsig", ".comment", ".swift_modhash",
        ".swift1_autolink_entries", ".linker-options", "swift5_",
    ]
    /// Names of the compiler's merged helpers that are not Swift-mangled. `dynamic_cast_existential_…` is what a cast
    /// to `AnyObject` or to a protocol existential (`value as? any Identifiable`) compiles to: refusing it made such a
    /// learner file *did not compile* (found by `Tests/Hostile/mirror-hunt-secret.swift`).
    static let compilerHelperPrefixes = [
        "symbolic ", "associated conformance ", "get_witness_table ", "got.", "__swift_", "_swift_FORCE_LOAD_$_",
        "dynamic_cast_existential_",
    ]

    /// Whether the object may define `symbol`.
    static func allowedSymbol(_ symbol: ELFObject.Symbol) -> Bool {
        if symbol.name.hasPrefix("$s"), symbol.name.contains(learnerModule) { return true }
        guard symbol.binding == .weak, symbol.visibility == .hidden else { return false }
        return symbol.name.hasPrefix("$s") || compilerHelperPrefixes.contains { symbol.name.hasPrefix($0) }
    }

    /// Whether the object may have `section`.
    static func allowedSection(_ section: ELFObject.Section) -> Bool {
        guard !refusedSectionTypes.contains(section.type),
              !refusedSectionPrefixes.contains(where: { section.name.hasPrefix($0) || section.name.hasPrefix(".rela" + $0) })
        else { return false }
        return allowedSectionPrefixes.contains { $0.isEmpty ? section.name.isEmpty : section.name.hasPrefix($0) }
    }

    /// Every refusal for `objects` (each learner file's display path and its object as read), in the files' order; an
    /// object that could not be read is refused too.
    static func refusals(objects: [(file: String, object: Result<ELFObject, any Error>)]) -> [CompilerDiagnostic] {
        objects.flatMap { file, object -> [CompilerDiagnostic] in
            let messages: [String]
            switch object {
            case .success(let read): messages = refusals(in: read)
            case .failure(let error): messages = ["quest cannot read the compiled object to admit it (\(error))"]
            }
            return messages.map {
                CompilerDiagnostic(severity: "error", file: file, line: nil, column: nil, message: $0, inLearnerFile: true)
            }
        }
    }

    /// The sentences for one object, one per section or symbol refused.
    static func refusals(in object: ELFObject) -> [String] {
        var messages: [String] = []
        for section in object.sections where !allowedSection(section) {
            messages.append("has a `\(section.name)` section, which Swift code does not need (such a section can run "
                + "code before the grader's or load other libraries); quest does not link it")
        }
        for symbol in object.symbols where symbol.isDefined && symbol.binding != .local && !allowedSymbol(symbol) {
            let what = symbol.name.hasPrefix("$s") ? "the Swift symbol `\(symbol.name)` of another module"
                : "the C symbol `\(symbol.name)`"
            messages.append("defines \(what), which would replace the grader's; learner code may define only its own "
                + "Swift declarations")
        }
        return messages
    }
}

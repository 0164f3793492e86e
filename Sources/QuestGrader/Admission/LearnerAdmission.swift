import QuestSyntax

/// Decides, before compiling, whether learner files may be compiled into the harness: every refusal is an error at
/// the learner's line, exit 2 like a compile error (the rules and their sentences are `AdmissionRules`).
///
/// It reads the text that is compiled (previews and `@main` already set aside), parsed by the toolchain's SwiftParser,
/// so no comment, string, regex literal or raw identifier can hide code from it. After compiling, the learner's
/// objects are audited too (`ObjectAudit`), whatever spelling produced them.
public struct LearnerAdmission: Sendable {
    /// Refusals, in file and line order.
    public var refusals: [CompilerDiagnostic] = []
    /// Files the parser could not read, at the first place it went wrong: refused only if the compiler accepts them
    /// (otherwise the compiler's own message says what is wrong, better than ours).
    public var unreadable: [CompilerDiagnostic] = []
    /// What each file declares, in the files' order (for `CheckBindingAudit`).
    var declarations: [ParsedSwiftFile.Declarations] = []

    /// Reviews each file: `path` as the learner names it, `text` as it is compiled. `allowed` names attributes of
    /// `AdmissionRules.refusedAttributes` that these files may use (a learner's test files: `testable`).
    public init(files: [(path: String, text: String)], allowing allowed: Set<String> = []) {
        for file in files {
            let parsed = ParsedSwiftFile(text: file.text)
            declarations.append(parsed.declarations)
            refusals += Self.refusals(in: parsed, allowing: allowed).map { location, message in
                CompilerDiagnostic(
                    severity: "error", file: file.path, line: location.line, column: location.column, message: message,
                    inLearnerFile: true
                )
            }
            if let refused = parsed.nestingRefusal {
                refusals.append(CompilerDiagnostic(
                    severity: "error", file: file.path, line: refused.location.line, column: refused.location.column,
                    message: refused.message, inLearnerFile: true
                ))
            } else if let place = parsed.firstSyntaxError {
                unreadable.append(CompilerDiagnostic(
                    severity: "error", file: file.path, line: place.line, column: place.column,
                    message: AdmissionRules.unreadable, inLearnerFile: true
                ))
            }
        }
    }

    /// Every refusal in one parsed file, sorted by place, one per place.
    static func refusals(
        in parsed: ParsedSwiftFile, allowing allowed: Set<String> = []
    ) -> [(ParsedSwiftFile.Location, String)] {
        var found: [(ParsedSwiftFile.Location, String)] = []
        for attribute in parsed.attributes where !allowed.contains(attribute.name) {
            if let message = AdmissionRules.refusal(attribute: attribute.name) { found.append((attribute.location, message)) }
        }
        for location in parsed.unsafeExpressions { found.append((location, AdmissionRules.unsafeExpression)) }
        for location in parsed.sourceLocationDirectives { found.append((location, AdmissionRules.sourceLocation)) }
        for condition in parsed.platformConditions {
            if let message = AdmissionRules.refusal(platformCondition: condition.name) { found.append((condition.location, message)) }
        }
        for identifier in parsed.identifiers where AdmissionRules.harnessNames.contains(identifier.name) {
            found.append((identifier.location, AdmissionRules.refusal(harnessName: identifier.name)))
        }
        for identifier in parsed.identifiers where identifier.name.hasPrefix(AdmissionRules.derivedNamePrefix) {
            found.append((identifier.location, AdmissionRules.refusal(derivedName: identifier.name)))
        }
        for imported in parsed.imports where OutOfScope.modules.keys.contains(imported.module) {
            found.append((imported.location, OutOfScope.message(for: imported.module)))
        }
        var seen = Set<ParsedSwiftFile.Location>()
        return found.sorted { ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column) }.filter { seen.insert($0.0).inserted }
    }
}

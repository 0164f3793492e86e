import QuestSyntax

/// Refuses a learner's conformance of another module's type to a protocol through which that type reflects or
/// describes itself (`extension Decimal: @retroactive CustomReflectable`), before anything is linked.
///
/// Checks read values by their shape (`ValueShape`), believing the standard library's, Foundation's and QuestUI's
/// own reflection of their own types. A conformance the learner adds to such a type is the learner's code in that
/// place: a `Route` whose cases hold a `Decimal` that reflects as nothing had every trip the same shape whatever its
/// id, and a router that never read the id passed the whole router check (`Tests/Hostile/router-retroactive-mirror.swift`).
/// The compiled objects say it whatever the spelling: the learner object defines the conformance's descriptor
/// (`protocol conformance descriptor for FoundationEssentials.Decimal : Swift.CustomReflectable in Learner`), whose
/// type is not one of module `Learner`'s. A conformance of the learner's own types is theirs to make.
enum ConformanceAudit {
    /// The protocols through which a value reflects or describes itself with its own code.
    static let selfDescribing = [
        "CustomReflectable", "CustomLeafReflectable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "LosslessStringConvertible", "TextOutputStreamable", "CustomPlaygroundDisplayConvertible",
    ]

    /// One refusal per conformance, at the first member the learner file adds to that type (or at the file).
    static func refusals(_ learner: [CheckBindingAudit.LearnerFile]) -> [CompilerDiagnostic] {
        learner.flatMap { file -> [CompilerDiagnostic] in
            (file.object?.symbols ?? []).compactMap { symbol -> CompilerDiagnostic? in
                guard symbol.isDefined, symbol.name.hasSuffix("Mc"),
                      let readable = SwiftDemangler.demangle(symbol.name),
                      let (type, proto) = foreignConformance(readable)
                else { return nil }
                let short = type.replacingOccurrences(of: "FoundationEssentials.", with: "")
                    .replacingOccurrences(of: "Foundation.", with: "").replacingOccurrences(of: "Swift.", with: "")
                let location = file.declarations.extensionMembers.first { short.hasPrefix($0.type) || type.hasSuffix("." + $0.type) }?.location
                let how = proto.contains("Reflectable") ? "reflect itself" : "describe itself"
                return CompilerDiagnostic(
                    severity: "error", file: file.path, line: location?.line, column: location?.column,
                    message: "you make `\(short)`, a type that is not yours, \(how) with your code (`\(proto)`); quest's "
                        + "checks read such values by their own module's code, so this would change what a check sees in "
                        + "every `\(short)`: remove the conformance, and give a type of your own the `\(proto)` instead",
                    inLearnerFile: true
                )
            }
        }
    }

    /// The type and protocol of a conformance descriptor module `Learner` defines for another module's type to one of
    /// `selfDescribing`, or nil.
    static func foreignConformance(_ readable: String) -> (type: String, protocol: String)? {
        let module = CompilerSettings.learnerModuleName
        let prefix = "protocol conformance descriptor for "
        guard readable.hasPrefix(prefix), readable.hasSuffix(" in \(module)"),
              let colon = readable.range(of: " : Swift.", options: .backwards)
        else { return nil }
        let proto = String(readable[colon.upperBound...].dropLast(" in \(module)".count))
        guard selfDescribing.contains(proto) else { return nil }
        var type = readable[readable.index(readable.startIndex, offsetBy: prefix.count)..<colon.lowerBound]
        // A conditional conformance starts with its generic signature: `<A where A == Swift.Int> A?`.
        if type.hasPrefix("<") {
            var depth = 0
            var end = type.startIndex
            for index in type.indices {
                if type[index] == "<" { depth += 1 }
                if type[index] == ">" { depth -= 1; if depth == 0 { end = type.index(after: index); break } }
            }
            type = type[end...].drop { $0 == " " }
        }
        return type.hasPrefix(module + ".") ? nil : (String(type), proto)
    }
}

import Foundation
import QuestSyntax

/// Holds what the lesson's check files and quest's generated files call in the learner's code to what the exercise
/// asks the learner to write (`ExerciseAPI`), before anything is linked.
///
/// Those files are compiled in the learner's module (`Learner`, see Docs/grading.md), so a learner's declaration can
/// take the place of the one a check means. A global `func == (lhs: [String], rhs: [String]) -> Bool { true }` is
/// what a check's `screen.rows() == expected` calls (Swift prefers the non-generic overload), and it passed a starter
/// through two steps of a lesson's own check; a member added to `Array` or `String`, a global `min`, or a type named
/// like one the check uses (`Describe`) can do the same. The compiler has already chosen, so the objects say exactly
/// what each call reached: every symbol a generated object uses that a learner object defines is read by its
/// demangled name (`SwiftDemangler`) and must be
/// - a member of one of the learner's types, unless the check names that type while the exercise declares none of
///   that name (the learner's type then stands in for the one the check means), and never an operator of a learner
///   type that takes another module's type (`static func == (lhs: [String], rhs: Fake)` wins a check's
///   `rows == ["Socks"]` when `Fake` takes an array literal);
/// - a global (function, operator or variable) the exercise declares;
/// - a member the exercise itself adds to another module's type (`extension Date { var tripLabel … }`).
///
/// When the exercise has no starter or solution to read (`ExerciseAPI.isKnown`), its names are unknown: only
/// operators are held to it, since refusing a name the exercise may well ask for would refuse every learner's code.
///
/// A type alias has no symbol, so a learner's alias named like something a generated file names, and not the
/// exercise's own, is refused by its name.
///
/// A check that compares the learner's values with `==` calls the learner's `==`: when one of the learner's types
/// decides equality with code of its own where the exercise's is the one Swift derives, the check is refused
/// (`CheckBindingAudit+Equality.swift`).
enum CheckBindingAudit {
    /// One of quest's or the author's files, compiled beside the learner's: its generated name, its object, and every
    /// name its text uses.
    struct GeneratedFile {
        var name: String
        var object: String
        var identifiers: Set<String>
    }

    /// One learner file: its path as the learner names it, its object as `ObjectAudit` read it (nil when it could not
    /// be read, which `ObjectAudit` refuses), and what it declares.
    struct LearnerFile {
        var path: String
        var object: ELFObject?
        var declarations: ParsedSwiftFile.Declarations
    }

    /// What a learner symbol is, read from its demangled name.
    enum Binding: Equatable {
        /// A member of a type the learner declared (`Learner.Router.open(Foundation.URL) -> ()`).
        case typeMember(type: String)
        /// A global function, operator or variable (`Learner.== infix(…)`).
        case global(name: String)
        /// A member of an extension of another module's type (`(extension in Learner):Swift.Array…`).
        case extensionMember(text: String)
    }

    /// Every refusal, one per learner declaration, in the learner files' order.
    static func refusals(learner: [LearnerFile], generated: [GeneratedFile], api: ExerciseAPI) -> [CompilerDiagnostic] {
        var definedBy: [String: Int] = [:]
        for (index, file) in learner.enumerated() {
            guard let object = file.object else { continue }
            for symbol in object.symbols where symbol.isDefined && symbol.binding != .local { definedBy[symbol.name] = index }
        }
        let learnerTypes = Set(learner.flatMap { $0.declarations.types.map(\.name) })
        var found: [(file: Int, location: ParsedSwiftFile.Location?, message: String)] = []
        var seen = Set<String>()
        // A type alias has no symbol: one named like something a generated file names stands in for it by name alone.
        for (index, file) in learner.enumerated() {
            for alias in file.declarations.typeAliases where api.isKnown && !api.types.contains(alias.name) {
                guard let caller = generated.first(where: { $0.identifiers.contains(alias.name) }) else { continue }
                found.append((index, alias.location, "your type alias `\(alias.name)` stands in for the `\(alias.name)` "
                    + "\(Self.caller(caller.name)) names (checks are compiled in your module, so what you declare can take "
                    + "the place of what they mean); the exercise asks for no type of that name: rename yours"))
            }
        }
        let ownEquality = Self.ownEquality(learner)
        var comparison: (type: String, caller: String)?
        for file in generated {
            guard let object = try? ELFObject(path: file.object) else { continue }
            for symbol in object.symbols where !symbol.isDefined {
                guard let owner = definedBy[symbol.name], let readable = SwiftDemangler.demangle(symbol.name),
                      let binding = binding(readable, types: learnerTypes)
                else { continue }
                if comparison == nil, !ownEquality.isEmpty, file.name.hasPrefix(HarnessSource.checkFolder + "/"),
                   let compared = comparedType(readable) {
                    comparison = (compared, caller(file.name))
                }
                guard let refusal = refusal(binding, readable: readable, in: learner[owner].declarations, by: file, api: api),
                      seen.insert("\(owner) \(refusal.message)").inserted
                else { continue }
                found.append((owner, refusal.location, refusal.message))
            }
        }
        if let comparison {
            found += equalityRefusals(ownEquality, learner: learner, comparedType: comparison.type,
                                      caller: comparison.caller, api: api)
        }
        return found.sorted { ($0.file, $0.location?.line ?? 0) < ($1.file, $1.location?.line ?? 0) }.map { owner, location, message in
            CompilerDiagnostic(severity: "error", file: learner[owner].path, line: location?.line, column: location?.column,
                               message: message, inLearnerFile: true)
        }
    }

    /// What `readable` names, for symbols of module `Learner`; nil for one that is none of the three (a closure, a
    /// thunk), which no check names.
    static func binding(_ readable: String, types: Set<String>) -> Binding? {
        let module = CompilerSettings.learnerModuleName
        if let extensionStart = readable.range(of: "(extension in \(module)):") {
            return .extensionMember(text: String(readable[extensionStart.upperBound...]))
        }
        guard let start = readable.range(of: module + ".") else { return nil }
        var rest = readable[start.upperBound...]
        // A private type: `Learner.(Helper in _4C1B…)`.
        if rest.hasPrefix("(") { rest = rest.dropFirst() }
        let name = String(rest.prefix { !".(<: ".contains($0) })
        guard !name.isEmpty else { return nil }
        return types.contains(name) ? .typeMember(type: name) : .global(name: name)
    }

    /// The refusal for one binding, or nil when the exercise asks for it.
    private static func refusal(
        _ binding: Binding, readable: String, in declarations: ParsedSwiftFile.Declarations, by file: GeneratedFile,
        api: ExerciseAPI
    ) -> (location: ParsedSwiftFile.Location?, message: String)? {
        let caller = caller(file.name)
        let why = "checks are compiled in your module, so what you declare can take the place of what they mean"
        switch binding {
        case .typeMember(let type):
            if let foreign = foreignOperand(readable) {
                // `static func == (lhs: [String], rhs: Fake)` in a learner type that takes an array literal: Swift
                // picks it for the check's `screen.rows() == ["Socks"]` (measured), so the operator is the learner's
                // although it compares values that are not.
                let location = declarations.types.first { $0.name == type }?.location
                return (location, "\(caller) calls an operator of your type `\(type)` on a value that is not yours "
                    + "(\(foreign)) where it means Swift's own (\(why)); an operator of your type must take only your "
                    + "types: remove it, or make both sides `\(type)`")
            }
            guard api.isKnown, !api.types.contains(type), file.identifiers.contains(type) else { return nil }
            let location = declarations.types.first { $0.name == type }?.location
            return (location, "your type `\(type)` stands in for the `\(type)` \(caller) names (\(why)); the exercise "
                + "asks for no type of that name: rename yours")
        case .global(let name):
            guard !api.allows(name, declaredIn: api.globals, key: name) else { return nil }
            let location = declarations.globals.first { $0.name == name }?.location
            let what = ExerciseAPI.isOperator(name) ? "operator `\(name)`" : "global `\(name)`"
            return (location, "\(caller) calls your \(what) where it means Swift's own (\(why)); the exercise asks for no "
                + "\(what): rename it, or make it a member of a type of yours")
        case .extensionMember(let text):
            // The learner's own extension member this symbol is, found by its type's and its name's appearing.
            let member = declarations.extensionMembers
                .filter { text.contains($0.type) && text.contains(".\($0.name)") }
                .max { $0.name.count < $1.name.count }
            if let member, api.allows(member.name, declaredIn: api.extensionMembers, key: "\(member.type).\(member.name)") {
                return nil
            }
            let named = member.map { "`\($0.type).\($0.name)`" } ?? "`\(text)`"
            return (member?.location, "\(caller) calls \(named), which you added to a type that is not yours, where it "
                + "means the type's own member (\(why)); the exercise asks for no such member: rename it, or write a "
                + "function of your own")
        }
    }

    /// The first operand of an operator symbol (`static Learner.Fake.== infix(Swift.Array<Swift.String>,
    /// Learner.Fake) -> Swift.Bool`) whose type is not one of module `Learner`'s, shortened; nil for a symbol that is
    /// not an operator, or whose operands are all the learner's.
    static func foreignOperand(_ readable: String) -> String? {
        // A witness of a conformance (`protocol witness for Swift.Equatable.== infix(A, A) … in conformance
        // Learner.Route`) is the learner's own `==` reached through the protocol, with the protocol's generic operands.
        guard !readable.hasPrefix("protocol witness for "),
              let fixity = [" infix(", " prefix(", " postfix("].compactMap({ readable.range(of: $0) }).first else { return nil }
        var operands: [String] = []
        var depth = 0
        var current = ""
        for character in readable[fixity.upperBound...] {
            if depth == 0 && (character == "," || character == ")") {
                operands.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                if character == ")" { break }
                continue
            }
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) { depth -= 1 }
            current.append(character)
        }
        let module = CompilerSettings.learnerModuleName + "."
        return operands.first { !$0.hasPrefix(module) && !$0.hasPrefix("inout " + module) && !$0.isEmpty }
            .map { $0.replacingOccurrences(of: "Swift.", with: "") }
    }

    /// How a message names the file that made the call.
    static func caller(_ generatedName: String) -> String {
        let folder = HarnessSource.checkFolder + "/"
        guard generatedName.hasPrefix(folder) else { return "quest's harness" }
        let name = String(generatedName.dropFirst(folder.count).dropLast(".swift".count))
        return name.hasPrefix("_checks") ? "the course's shared check helpers" : "the lesson's check `\(name)`"
    }
}

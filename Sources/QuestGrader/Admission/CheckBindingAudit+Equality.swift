import QuestSyntax

/// A lesson's check that compares the learner's values with `==` (`router.path == [.trip(id: 42)]`) asks the
/// learner's own types whether they are equal. Swift derives that `==` from the stored values (the exercise's
/// `enum Route: Hashable`), but a learner may write it (`static func == (lhs: Route, rhs: Route) -> Bool { true }`),
/// take it from a protocol extension, or give it to a type that another type holds (`case trip(Trip)`): then every
/// such comparison answers what the learner wrote, and a router that never reads the id passes.
///
/// The objects tell both sides: a check object that uses a learner type's `Equatable` or `Hashable` conformance, or
/// its `==`, compares that type's values; a learner type whose conformance has no `__derived_struct_equals` or
/// `__derived_enum_equals` (what Swift emits when it derives `==`), or that defines `==` on itself, decides equality
/// with its own code. When a check compares, each such type the exercise does not give a `==` of its own (its
/// starter and solution, `ExerciseAPI.declares`) is refused. The harness's own files are not counted: quest's checks
/// compare values by their shape (`ValueShape`), never by the learner's `==`.
extension CheckBindingAudit {
    /// The learner types whose `==` is not Swift's derived one, each with the learner file that defines it.
    static func ownEquality(_ learner: [LearnerFile]) -> [String: Int] {
        var conforming: [String: Int] = [:]
        var derived = Set<String>()
        var written: [String: Int] = [:]
        let module = CompilerSettings.learnerModuleName
        for (index, file) in learner.enumerated() {
            for symbol in file.object?.symbols ?? [] where symbol.isDefined {
                // `…SQAAMc` is a conformance descriptor to Equatable; `2eeoi` is `== infix`.
                let name = symbol.name
                guard name.hasSuffix("SQAAMc") || name.contains("__derived_") || name.contains("2eeoi"),
                      let readable = SwiftDemangler.demangle(name)
                else { continue }
                if readable.hasPrefix("protocol conformance descriptor for \(module)."),
                   readable.hasSuffix(" : Swift.Equatable in \(module)"),
                   let type = typeName(after: "for \(module).", in: readable) {
                    conforming[type] = index
                } else if readable.hasPrefix("static \(module)."),
                          readable.contains(".__derived_struct_equals(") || readable.contains(".__derived_enum_equals("),
                          let type = typeName(after: "static \(module).", in: readable) {
                    derived.insert(type)
                } else if readable.hasPrefix("static \(module)."), let type = typeName(after: "static \(module).", in: readable),
                          readable.hasPrefix("static \(module).\(type).== infix(\(module).\(type)") {
                    written[type] = index
                }
            }
        }
        return conforming.filter { !derived.contains($0.key) }.merging(written) { first, _ in first }
    }

    /// The learner type whose values a check object's symbol compares: an `Equatable` or `Hashable` conformance of
    /// it (`protocol conformance descriptor for Learner.Route : Swift.Hashable in Learner`), or its `==`.
    static func comparedType(_ readable: String) -> String? {
        let module = CompilerSettings.learnerModuleName
        if readable.hasSuffix(" : Swift.Equatable in \(module)") || readable.hasSuffix(" : Swift.Hashable in \(module)"),
           let type = typeName(after: "for \(module).", in: readable) ?? typeName(after: "for type \(module).", in: readable) {
            return type
        }
        if readable.hasPrefix("static \(module)."), let type = typeName(after: "static \(module).", in: readable),
           readable.hasPrefix("static \(module).\(type).== infix(") || readable.contains(".__derived_") {
            return type
        }
        return nil
    }

    /// One refusal per learner type with its own `==` that the exercise does not give one.
    static func equalityRefusals(
        _ ownEquality: [String: Int], learner: [LearnerFile], comparedType: String, caller: String, api: ExerciseAPI
    ) -> [(file: Int, location: ParsedSwiftFile.Location?, message: String)] {
        ownEquality.sorted { $0.key < $1.key }.compactMap { type, index in
            guard !api.declares("==", on: type) else { return nil }
            let declarations = learner[index].declarations
            let written = (declarations.typeMembers + declarations.extensionMembers)
                .first { $0.type == type && $0.name == "==" }
            let location = written?.location ?? declarations.types.first { $0.name == type }?.location
            let whose = written == nil
                ? "`\(type)`'s `==` is not the one Swift derives (it comes from a protocol extension, a superclass or a "
                    + "global function of yours)"
                : "you wrote `\(type)`'s `==`"
            let held = type == comparedType ? "" : " (Swift's `==` for a type calls the `==` of each value it holds)"
            return (index, location, "\(caller) compares your `\(comparedType)` values with `==`, and \(whose)\(held), "
                + "so the check would believe whatever your code answers; the exercise gives `\(type)` no `==` of its "
                + "own: remove yours and let Swift derive it from the stored values (declaring `: Equatable` or "
                + "`: Hashable` is enough)")
        }
    }

    /// The type name that starts right after `prefix` in `readable` (`Route` of `…for Learner.Route<A> : …`).
    private static func typeName(after prefix: String, in readable: String) -> String? {
        guard let start = readable.range(of: prefix) else { return nil }
        var rest = readable[start.upperBound...]
        if rest.hasPrefix("(") { rest = rest.dropFirst() }  // a private type: `(Helper in _4C1B…)`
        let name = String(rest.prefix { !".(<: ".contains($0) })
        return name.isEmpty ? nil : name
    }
}

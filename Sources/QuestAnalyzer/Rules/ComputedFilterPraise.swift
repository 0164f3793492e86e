internal import SwiftSyntax

/// Praise for the shown rows computed from the data and the search text, never stored: they cannot go stale.
struct ComputedFilterPraise: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "computed-filter-praise", kind: .celebratory,
        summary: "Filtered rows computed from the data and the search text, never stored.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.variables.compactMap { variable in
            guard variable.isInView, variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.initializer == nil, let body = binding.accessorBlock,
                  binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) ?? false,
                  variable.names.first != "body", body.containsCall("filter") else { return nil }
            let name = variable.names.first ?? "it"
            return Finding(variable.bindingSpecifier, "`\(name)` is computed from the data each time it is read, so it can never disagree with it: no copy to keep in step.")
        }
    }
}

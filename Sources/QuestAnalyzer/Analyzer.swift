internal import QuestSyntax

/// Comments on learner code as a SwiftUI mentor would make them: each rule a small type (`Rules/`), run over the
/// learner's files parsed by the toolchain's SwiftParser. Advice never grades: it is said beside the checks' verdict.
public struct Analyzer: Sendable {
    /// Every rule, in the order reports and docs list them.
    static let all: [any AdviceRule] = [
        ObservedObjectCreatedRule(), ForceUnwrappedURLRule(), FilteredCopyInStateRule(), IndexedForEachRule(),
        RepeatingSelfIdentityRule(), OnAppearTaskRule(), StringRoutesRule(), NavigationViewRule(),
        BarItemsRule(), DeprecatedBarPlacementRule(), OneArgumentOnChangeRule(), NonPrivateStateRule(),
        RolePlacementRule(), AnyViewRule(), ForegroundColorRule(), CornerRadiusRule(), NavigationBarTitleRule(),
        AccentColorRule(), ObservableObjectRule(),
        RolePlacementPraise(), ComputedFilterPraise(), TypedRoutesPraise(), VisibilityPriorityPraise(),
    ]

    /// The catalogue: every rule's id, kind, summary and teaching section.
    public static let rules: [AdviceRuleDescription] = all.map { type(of: $0).description }

    public var tuning: AdviceTuning

    public init(tuning: AdviceTuning = AdviceTuning()) { self.tuning = tuning }

    /// The advice on `files` (`path` as the learner names it), most pressing first, then by file, line and column.
    /// A file the parser cannot read gets none: the compiler's error says more than a mentor could. Each file is
    /// read on a thread of its own with a large stack and a time limit (`BoundedWork`): one that does not end in time
    /// gets none either.
    public func analyze(files: [(path: String, text: String)]) -> [Advice] {
        let found = files.flatMap { file in BoundedWork.run { [self] in advice(on: file) } ?? [] }
        return found.sorted { ($0.kind, $0.file, $0.line, $0.column, $0.rule) < ($1.kind, $1.file, $1.line, $1.column, $1.rule) }
    }

    /// The advice on one file, unsorted.
    private func advice(on file: (path: String, text: String)) -> [Advice] {
        var advice: [Advice] = []
        let index = SyntaxIndex(text: file.text)
        guard !index.tree.hasError else { return [] }
        for rule in Self.all {
            let description = type(of: rule).description
            guard let kind = tuning.kind(of: description) else { continue }
            var findings = rule.findings(in: index)
            if description.kind == .celebratory { findings = Array(findings.prefix(1)) }
            var seen = Set<Int>()
            for finding in findings where seen.insert(finding.position.utf8Offset).inserted {
                let place = index.location(finding.position)
                advice.append(Advice(
                    rule: description.id, kind: kind, message: finding.message, file: file.path,
                    line: place.line, column: place.column, section: description.section
                ))
            }
        }
        return advice
    }

    /// Exercism's tags for `files`, sorted.
    public func tags(files: [(path: String, text: String)]) -> [String] {
        files.reduce(into: Set<String>()) { tags, file in
            let found = BoundedWork.run { () -> Set<String> in
                let index = SyntaxIndex(text: file.text)
                return index.tree.hasError ? [] : Set(SolutionTags.tags(for: index))
            }
            tags.formUnion(found ?? [])
        }.sorted()
    }
}

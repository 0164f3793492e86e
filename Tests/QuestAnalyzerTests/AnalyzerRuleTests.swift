import Testing
import QuestAnalyzer

@Suite("Analyzer rules")
struct AnalyzerRuleTests {
    @Test("each rule fires exactly on its marked lines, and not on the code that does it right", arguments: RuleFixtures.all)
    func fixture(_ fixture: RuleFixture) {
        let advice = Analyzer().analyze(files: [("Fixture.swift", fixture.code)]).filter { $0.rule == fixture.rule }
        #expect(advice.map(\.line) == fixture.lines, "\(advice)")
        #expect(advice.allSatisfy { $0.file == "Fixture.swift" && $0.column > 0 })
    }

    @Test("every rule has a fixture that fires and one that must stay silent")
    func everyRuleHasFixtures() {
        for rule in Analyzer.rules {
            let fixtures = RuleFixtures.all.filter { $0.rule == rule.id }
            #expect(fixtures.contains { !$0.lines.isEmpty }, "\(rule.id) has no fixture that fires")
            #expect(fixtures.contains { $0.lines.isEmpty }, "\(rule.id) has no fixture that must stay silent")
        }
        #expect(Set(RuleFixtures.all.map(\.rule)).isSubset(of: Set(Analyzer.rules.map(\.id))))
    }

    @Test("at least fifteen rules comment on code, and each kind has its use")
    func catalogue() {
        #expect(Analyzer.rules.filter { $0.kind != .celebratory }.count >= 15)
        #expect(Set(Analyzer.rules.map(\.kind)) == Set(AdviceKind.allCases))
        #expect(Set(Analyzer.rules.map(\.id)).count == Analyzer.rules.count)
        for rule in Analyzer.rules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
        }
    }

    @Test("celebratory rules praise once per file")
    func praiseOnce() {
        let code = """
            struct A: View {
                var body: some View {
                    List { Text("a") }.toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    }
                }
            }
            """
        #expect(Analyzer().analyze(files: [("A.swift", code)]).filter { $0.rule == "role-placement-praise" }.count == 1)
    }

    @Test("a file the parser cannot read gets no advice (the compiler's error comes first)")
    func unreadable() {
        #expect(Analyzer().analyze(files: [("A.swift", "struct A: View { var body: some View { NavigationView { ")]).isEmpty)
    }

    @Test("advice is ordered most pressing first, then by file and line, and points at the learner's column")
    func order() {
        let code = """
            struct A: View {
                @State var count = 0
                @ObservedObject var store = Store()
                var body: some View { NavigationView { Text("a").foregroundColor(.red) } }
            }
            """
        let advice = Analyzer().analyze(files: [("B.swift", code), ("A.swift", code)])
        #expect(advice.map(\.kind) == advice.map(\.kind).sorted())
        #expect(advice.first?.description == "A.swift:3:5: essential: `store` is created by this view but marked @ObservedObject, so a redraw of its parent replaces it with a new, empty one: own it with @StateObject (or @State and an @Observable class), or pass it in from the view that owns it. [observed-object-created]")
        let color = advice.first { $0.rule == "foreground-color" && $0.file == "A.swift" }
        #expect(color?.line == 4 && color?.column == 53)
    }
}

import Testing
import QuestAnalyzer
import QuestCore

@Suite("Advice tuning")
struct AdviceTuningTests {
    let code = """
        struct A: View {
            @State var count = 0
            var body: some View { NavigationView { Text("a") } }
        }
        """

    @Test("a rule turned off says nothing; a raised rule says it at the raised kind")
    func offAndRaised() {
        let tuning = AdviceTuning([
            .init(rule: "navigation-view", setting: "off", line: 3, column: 9),
            .init(rule: "non-private-state", setting: "essential", line: 3, column: 30),
        ])
        #expect(tuning.problems.isEmpty)
        let advice = Analyzer(tuning: tuning).analyze(files: [("A.swift", code)])
        #expect(advice.map(\.rule) == ["non-private-state"])
        #expect(advice.map(\.kind) == [.essential])
    }

    @Test("an unknown rule, an unknown setting and a lowered kind are problems at their place", arguments: [
        ("navigation-veiw", "off", "unknown-advice-rule"),
        ("navigation-view", "loud", "bad-advice-setting"),
        ("navigation-view", "celebratory", "bad-advice-setting"),
    ])
    func problems(rule: String, setting: String, code: String) {
        let tuning = AdviceTuning([.init(rule: rule, setting: setting, line: 12, column: 9)])
        #expect(tuning.problems.map(\.code) == [code])
        #expect(tuning.problems.map(\.line) == [12] && tuning.problems.map(\.column) == [9])
        #expect(Analyzer(tuning: tuning).analyze(files: [("A.swift", self.code)]).contains { $0.rule == "navigation-view" })
    }
}

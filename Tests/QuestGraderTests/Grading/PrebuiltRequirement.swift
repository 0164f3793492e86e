import Foundation
import QuestGrader
import Testing

/// Whether this run must have the prebuilt QuestUI/QuestChecks modules: in CI (`CI=true`, which CI services set) or
/// when `QUEST_REQUIRE_PREBUILT=1` (`Scripts/test.sh` exports it), a missing module fails the grading tests instead
/// of skipping them, so a broken setup cannot pass as green.
enum PrebuiltRequirement {
    static let isRequired: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"]?.lowercased() == "true" || environment["QUEST_REQUIRE_PREBUILT"] == "1"
    }()
}

@Suite("The prebuilt modules the grading tests need")
struct PrebuiltModulesTests {
    @Test("are there when CI requires them (CI=true or QUEST_REQUIRE_PREBUILT=1)")
    func presentWhenRequired() {
        let located = Result { try CompilerSettings.locate() }
        if case .failure(let error) = located {
            #expect(!PrebuiltRequirement.isRequired, "required but missing: \(error)")
        }
    }
}

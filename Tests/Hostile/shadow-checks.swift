// hostile: beside the starter, checkers of its own that take the names of quest's (ToolbarLayoutCheck,
// SearchFilterCheck), so that the generated glue would run them and they would record every step as passed; it
// must import QuestChecks to do so, which is refused before compiling
// expect: did not compile
// base: starter
// hook: none
// exercise: list-toolbar-search
import Foundation
import QuestChecks
import SwiftUI

/// Records a pass for every step name the real check has, without looking at the view.
struct PassingCheck: Check {
    func run(_ check: CheckContext) async throws {
        for step in ["the toolbar has an Add button", "typing narrows the rows", "matching ignores case"] {
            check.expect(true, step, expected: "", actual: "")
        }
    }
}

struct ToolbarLayoutCheck: Check {
    init(view: @escaping () -> some View) {}
    func run(_ check: CheckContext) async throws { try await PassingCheck().run(check) }
}

struct SearchFilterCheck: Check {
    init(view: @escaping () -> some View) {}
    func run(_ check: CheckContext) async throws { try await PassingCheck().run(check) }
}

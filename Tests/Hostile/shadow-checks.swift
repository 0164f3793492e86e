// hostile: beside the starter, checkers of its own that take the names of quest's (ToolbarLayoutCheck,
// SearchFilterCheck), so that the generated glue would run them and they would record every step as passed; it
// must import QuestChecks to do so, which is refused (and the harness runs only its own checkers anyway)
// expect: did not compile
// base: starter
// hook: none
// exercise: list-toolbar-search
import Foundation
import QuestChecks
import SwiftUI

/// Records a pass for every step name the real check has, without looking at the view.
struct PassingCheck: Checker {
    let name: String

    func run(_ recorder: CheckRecorder) async {
        for step in ["the toolbar has an Add button", "typing narrows the rows", "matching ignores case"] {
            recorder.record(CheckResult(check: name, name: step, status: .pass, expected: "", actual: "", section: .exercise))
        }
    }
}

struct ToolbarLayoutCheck: Checker {
    init(view: @escaping () -> some View) {}
    var name: String { "toolbar-layout" }
    func run(_ recorder: CheckRecorder) async { await PassingCheck(name: name).run(recorder) }
}

struct SearchFilterCheck: Checker {
    init(view: @escaping () -> some View) {}
    var name: String { "search-filter" }
    func run(_ recorder: CheckRecorder) async { await PassingCheck(name: name).run(recorder) }
}

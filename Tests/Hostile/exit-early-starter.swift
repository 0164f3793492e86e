// hostile: the starter's view, whose init calls exit(0) (the old grader reported it passed, 0/0)
// expect: did not finish
// base: starter
// hook: ContentView
// exercise: list-toolbar-search
import Foundation

/// The hostile part, run once, when the checks first create the learner's view.
@MainActor func attack() {
    exit(0)
}

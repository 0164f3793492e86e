// hostile: crashes with a message whose later lines are GitHub Actions workflow commands (`::set-output`, `::error`,
// `::stop-commands`), and prints more of them: shown raw, each would start a line of the report, and a CI job
// running `quest check` would act on them. The verdict stays "crashed", and no line of the report may read as one
// expect: crashed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    print("::stop-commands::quest")
    print("    ::set-output name=score::32/32")
    fatalError("router state lost\n::error title=quest::every check passed\n::add-mask::deep-link-router")
}

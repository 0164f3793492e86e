// hostile: the starter's view kills the process that started it (bubblewrap, or the launcher without a private world),
// hoping the run reads as the machine's fault ("could not run", never the learner's) instead of a failure
// expect: crashed
// base: starter
// hook: ContentView
// exercise: list-toolbar-search
import Foundation

/// The hostile part, run once, when the checks first create the learner's view: after the harness's `started`
/// record, so whatever follows is the learner's.
@MainActor func attack() {
    kill(getppid(), SIGKILL)
    kill(getpid(), SIGKILL)
}

// hostile: a router whose init recurses until the stack overflows
// expect: crashed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    _ = descend(0)
}

func descend(_ depth: Int) -> Int {
    var frame = [Int](repeating: depth, count: 8)
    frame[depth % 8] = descend(depth + 1)
    return frame[0]
}

// hostile: prints terminal escapes that erase the lines above and paint a green "passed" verdict and a full score,
// then crashes, so that quest shows what it printed: copied raw into the text report, the escapes would make a
// terminal show a passing run. The verdict stays "crashed", and the report must carry no control character
// expect: crashed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    let escape = "\u{1B}["
    let up = String(repeating: "\(escape)1A\(escape)2K", count: 6)
    print("\(up)\rdeep-link-router (Router): \(escape)32mpassed\(escape)0m")
    print("\(escape)32mScore: 32/32 checks passed\(escape)0m")
    // Conceal whatever quest prints after this, and ring no bell about it.
    print("\(escape)8m\u{07}\u{9B}2J")
    fatalError("the router gave up\(escape)8m")
}

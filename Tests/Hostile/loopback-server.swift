// hostile: a correct router that connects to a server the test starts on the host's loopback (port 47113), and
// crashes if it gets through
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation
import FoundationNetworking

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    reachTheHost()
}

func reachTheHost() {
    // Memory-safe Swift (as learner code is compiled) reaches the network through Foundation.
    if (try? Data(contentsOf: URL(string: "http://127.0.0.1:47113/")!)) != nil {
        fatalError("escaped: connected to the host's loopback")
    }
}

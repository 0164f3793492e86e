import Foundation
import Testing
@testable import Trips

@MainActor @Suite struct RouterTests {
    @Test func opensALink() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
    }
}

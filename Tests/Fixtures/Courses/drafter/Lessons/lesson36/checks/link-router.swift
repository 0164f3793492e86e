import Foundation
import QuestChecks

/// link-router: Router.open(_:) turns /trips/<id> and /trips/<id>/log into a path; other links change nothing;
/// popToRoot() empties the path.
struct LinkRouterCheck: Check {
    func run(_ check: CheckContext) async throws {
        let trip = await check.step("/trips/42 shows trip 42") {
            let router = Router()
            router.open(URL(string: "https://quest.example/trips/42")!)
            if router.path == [.trip(id: 42)] { return .pass(expected: "[.trip(id: 42)]", actual: "\(router.path)") }
            return .fail(expected: "[.trip(id: 42)]", actual: "\(router.path)",
                         hint: "Split url.pathComponents, read the id with Int(_:), and set path = [.trip(id: id)].")
        }

        await check.step("/trips/42/log shows the trip's log on top of it", needs: trip) {
            let router = Router()
            router.open(URL(string: "https://quest.example/trips/42/log")!)
            if router.path == [.trip(id: 42), .log(tripID: 42)] { return .pass(expected: "trip then log", actual: "\(router.path)") }
            return .fail(expected: "[.trip(id: 42), .log(tripID: 42)]", actual: "\(router.path)",
                         hint: "Add case log(tripID: Int) to Route and append it when the third part is \"log\".")
        }

        await check.step("popToRoot() empties the path", needs: trip) {
            let router = Router()
            router.open(URL(string: "https://quest.example/trips/42")!)
            router.popToRoot()
            if router.path.isEmpty { return .pass(expected: "[]", actual: "[]") }
            return .fail(expected: "[]", actual: "\(router.path)", hint: "popToRoot() sets path to [] with path.removeAll().")
        }

        await check.step("a malformed link leaves the path as it was", needs: trip) {
            let router = Router()
            router.open(URL(string: "https://quest.example/trips/42")!)
            router.open(URL(string: "https://quest.example/trips/abc")!)
            if router.path == [.trip(id: 42)] { return .pass(expected: "[.trip(id: 42)]", actual: "\(router.path)") }
            return .fail(expected: "[.trip(id: 42)]", actual: "\(router.path)",
                         hint: "Return early with guard when the link is not a trip, and leave path alone.")
        }
    }
}

import QuestUI
import Testing

// Lesson 22's answer code, unchanged: a router whose path is the navigation stack, opened by a deep link.

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {                       // https://quest.example/trips/42/log
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            TripList()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id):     TripDetail(id: id)
                    case .log(let tripID):  TripLog(tripID: tripID)
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

// The views the answer leaves to the learner.

struct TripList: View {
    var body: some View {
        List(1..<4) { id in
            NavigationLink("Trip \(id)", value: Route.trip(id: id))
        }
        .navigationTitle("Trips")
    }
}

struct TripDetail: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("Trip \(id)")
            NavigationLink("Log", value: Route.log(tripID: id))
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Home", systemImage: "house") { router.popToRoot() }
            }
        }
    }
}

struct TripLog: View {
    let tripID: Int
    @Environment(Router.self) private var router

    var body: some View {
        Text("Log of trip \(tripID)")
            .toolbar {
                Button("Home", systemImage: "house") { router.popToRoot() }
            }
    }
}

@Suite("Lesson 22: a deep link into a navigation stack") @MainActor
struct Lesson22RouterTests {
    @Test("opening the deep link pushes the trip and its log")
    func deepLinkPushesTripAndLog() throws {
        let host = ViewHost(RootView())
        try host.openURL(try #require(URL(string: "https://quest.example/trips/42/log")))

        #expect(host.navigationPath == [AnyHashable(Route.trip(id: 42)), AnyHashable(Route.log(tripID: 42))])
        let destinations = host.destinationNodes()
        #expect(destinations.map(\.kind) == ["TripDetail", "TripLog"])
        #expect(destinations[0].allTexts.contains("Trip 42"))
        #expect(destinations[1].allTexts == ["Log of trip 42"])
    }

    @Test("the Home button in the toolbar empties the path")
    func homeButtonEmptiesThePath() throws {
        let host = ViewHost(RootView())
        try host.openURL(try #require(URL(string: "https://quest.example/trips/42/log")))
        #expect(host.toolbarItems.map(\.label) == ["Home"])

        try host.tap(button: "Home")

        #expect(host.navigationPath.isEmpty)
        #expect(host.destinationNodes().isEmpty)
        #expect(host.rows() == ["Trip 1", "Trip 2", "Trip 3"])
    }

    @Test("a malformed link leaves the path as it was")
    func malformedLinkChangesNothing() throws {
        let host = ViewHost(RootView())
        try host.openURL(try #require(URL(string: "https://quest.example/boats/7")))
        #expect(host.navigationPath.isEmpty)
    }

    @Test("tapping rows and links pushes values; pop and popToRoot undo it")
    func linksPushAndPop() throws {
        let host = ViewHost(RootView())
        try host.tap(button: "Trip 2")
        #expect(host.navigationPath == [AnyHashable(Route.trip(id: 2))])
        try host.tap(button: "Log")
        #expect(host.destinationNodes().last?.allTexts == ["Log of trip 2"])

        try host.pop()
        #expect(host.navigationPath == [AnyHashable(Route.trip(id: 2))])
        try host.popToRoot()
        #expect(host.navigationPath.isEmpty)
    }

    @Test("a failed tap names the place it looked")
    func failedTapNamesThePath() throws {
        let host = ViewHost(RootView())
        let error = try #require(throws: ViewHostError.self) { try host.tap(button: "Settings") }
        #expect(error.message.hasPrefix("No button \"Settings\" in RootView"))
        #expect(error.message.contains("\"Trip 1\" at RootView › NavigationStack › TripList › List › row 1 › NavigationLink (QuestUITests/Lesson22RouterTests.swift:"))
    }
}

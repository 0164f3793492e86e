import QuestUI

// Views that receive deep links, as the lesson's answer writes them: a stack bound to a router, opened by .onOpenURL.

struct LinkRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): Text("Trip \(id)")
                    case .log(let tripID): Text("Log of trip \(tripID)")
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

/// Mistake: the stack is not bound to the router, so links change the router but not the screen.
struct UnboundLinkRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack {
            Text("Choose a trip")
        }
        .onOpenURL { router.open($0) }
    }
}

/// The lesson's answer in full: every pushed screen has a Home button that reads the router from the environment.
struct HomeLinkRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): HomeScreen(title: "Trip \(id)")
                    case .log(let tripID): HomeScreen(title: "Log of trip \(tripID)")
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

struct HomeScreen: View {
    let title: String
    @Environment(AnswerRouter.self) private var router

    var body: some View {
        VStack {
            Text(title)
            Button("Home") { router.popToRoot() }
        }
    }
}

/// Mistake: the pushed screens' Home button clears a router of its own, not the one the stack is bound to.
struct HomeOwnRouterLinkRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    OwnRouterHomeScreen(route: route)
                }
        }
        .onOpenURL { router.open($0) }
    }
}

struct OwnRouterHomeScreen: View {
    let route: Route
    @State private var router = AnswerRouter()

    var body: some View {
        VStack {
            Text("\(route)")
            Button("Home") { router.popToRoot() }
        }
    }
}

/// Mistake: the stack is drawn from a constant copy of the router's path, so going back cannot shorten it.
struct ConstantPathLinkRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: .constant(router.path)) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    Text("\(route)")
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

/// Mistake: the log's case draws the trip's screen again, so the link "opens the log" in the path alone.
struct LogShowsTripRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): Text("Trip \(id)")
                    case .log(let tripID): Text("Trip \(tripID)")
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

/// Mistake: the stack is bound to the router but has no destination for its routes: a link pushes blank screens.
struct NoDestinationRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

/// Right, though the log shows the trip's words: its own view type, titled as the log.
struct LogTitledLikeTripRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): Text("Trip \(id)")
                    case .log(let tripID): LogOfTrip(id: tripID)
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

struct LogOfTrip: View {
    let id: Int

    var body: some View {
        Text("Trip \(id)")
    }
}

/// Right: one screen type for the trip and its log, whose log entries load in `.task` once it is shown.
struct LogLoadsInTaskRootView: View {
    @State private var router = AnswerRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): TripScreen(id: id, showsLog: false)
                    case .log(let tripID): TripScreen(id: tripID, showsLog: true)
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }
}

struct TripScreen: View {
    let id: Int
    let showsLog: Bool
    @State private var entries: [String] = []

    var body: some View {
        VStack {
            Text("Trip \(id)")
            ForEach(entries, id: \.self) { Text($0) }
        }
        .task {
            guard showsLog else { return }
            await Task.yield()
            entries = ["Day 1: arrived"]
        }
    }
}

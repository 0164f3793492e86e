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

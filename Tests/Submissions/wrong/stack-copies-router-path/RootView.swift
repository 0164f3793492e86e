import SwiftUI

/// The app's root: a navigation stack drawn from the router's path, opened by deep links.
struct RootView: View {
    @State private var router = Router()
    /// The stack on screen, kept in step with the router's path.
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): TripDetail(id: id)
                    case .log(let tripID): TripLog(tripID: tripID)
                    }
                }
        }
        .environment(router)
        .onOpenURL { router.open($0) }
        .onChange(of: router.path) { _, newPath in path = newPath }
    }
}

struct TripDetail: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("Trip \(id)")
            Button("Home") { router.popToRoot() }
        }
    }
}

struct TripLog: View {
    let tripID: Int
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("Log of trip \(tripID)")
            Button("Home") { router.popToRoot() }
        }
    }
}

import SwiftUI

/// The app's root: a navigation stack drawn from the router's path.
struct RootView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): TripDetail(id: id)
                    case .log(let tripID): TripLog(tripID: tripID)
                    }
                }
        }
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

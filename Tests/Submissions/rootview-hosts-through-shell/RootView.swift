import SwiftUI

/// The app's navigation shell: a stack drawn from a path of routes.
struct AppShell<Root: View>: View {
    @Binding var path: [Route]
    @ViewBuilder var root: () -> Root

    var body: some View {
        NavigationStack(path: $path) {
            root()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): TripDetail(id: id)
                    case .log(let tripID): TripLog(tripID: tripID)
                    }
                }
        }
    }
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        AppShell(path: $router.path) {
            home
        }
        .environment(router)
        .onOpenURL { router.open($0) }
    }

    private var home: some View {
        ContentView()
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

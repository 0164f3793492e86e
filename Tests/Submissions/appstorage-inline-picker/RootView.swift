import SwiftUI

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            ContentView()
                .navigationDestination(for: Route.self) { route in
                    RouteView(route: route)
                }
        }
        .environmentObject(router)
        .onOpenURL(perform: router.open)
    }
}

struct RouteView: View {
    let route: Route
    @EnvironmentObject private var router: Router

    var body: some View {
        VStack {
            switch route {
            case .trip(let id): Text("Trip \(id)")
            case .log(let tripID): Text("Log of trip \(tripID)")
            }
            Button("Home") { router.popToRoot() }
        }
    }
}

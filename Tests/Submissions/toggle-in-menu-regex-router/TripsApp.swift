import SwiftUI

@main
struct TripsApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ContentView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .trip(let id): Text("Trip \(id)")
                        case .log(let tripID): Text("Log \(tripID)")
                        }
                    }
            }
            .onOpenURL { router.open($0) }
        }
    }
}

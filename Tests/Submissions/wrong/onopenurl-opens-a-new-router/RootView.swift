import SwiftUI

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            TripList()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id):
                        Text("Trip \(id)")
                    case .log(let tripID):
                        Text("Log for trip \(tripID)")
                    }
                }
        }
        .environment(router)
        .onOpenURL { url in
            Router().open(url)
        }
    }
}

struct TripList: View {
    var body: some View {
        List(["Lisbon", "Kyoto"], id: \.self) { Text($0) }
    }
}

import SwiftUI

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: Binding(get: { router.path }, set: { router.setPath($0) })) {
            VStack(spacing: 16) {
                Text("Welcome")
                Button("Open Kyoto") { router.push(.trip(id: 2)) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trip(let id): TripScreen(id: id)
                case .log(let tripID): Text("Log for \(tripID)")
                case .settings: Text("Settings")
                }
            }
        }
        .environment(router)
        .onOpenURL { url in
            router.open(url)
        }
    }
}

struct TripScreen: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        Text("Trip \(id)")
            .toolbar {
                Button("Home") { router.popToRoot() }
            }
    }
}

import SwiftUI

@main
struct TripsApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
                .onOpenURL { router.open($0) }
        }
    }
}

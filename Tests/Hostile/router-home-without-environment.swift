// hostile (a gap the lesson 22 checks missed): RootView never puts its router in the environment, so the Home button
// of a pushed screen reads a router that is not there; every link still opened the right stack. It must crash: the
// step "through .onOpenURL, Home on a pushed screen returns to the root" taps Home, as the app would crash
// expect: crashed
// base: solution
// path: RootView.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

/// The app's root: a navigation stack drawn from the router's path, opened by deep links.
struct RootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Choose a trip")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let id): TripDetail(id: id)
                    case .log(let tripID): TripLog(tripID: tripID)
                    }
                }
        }
        .onOpenURL { router.open($0) }
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

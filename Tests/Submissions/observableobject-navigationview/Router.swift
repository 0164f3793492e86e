import SwiftUI
import Combine

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

final class Router: ObservableObject {
    @Published var path: [Route] = []

    func open(_ url: URL) {
        // "/trips/42/log" -> ["trips", "42", "log"]
        let pieces = url.path.split(separator: "/")
        if pieces.count < 2 || pieces[0] != "trips" {
            return
        }
        guard let tripID = Int(pieces[1]) else {
            return
        }
        if pieces.count >= 3 && pieces[2] == "log" {
            path = [.trip(id: tripID), .log(tripID: tripID)]
        } else {
            path = [.trip(id: tripID)]
        }
    }

    func popToRoot() {
        path.removeAll()
    }
}

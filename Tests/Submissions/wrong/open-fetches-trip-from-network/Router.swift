import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, parts[0] == "trips", let id = Int(parts[1]) else { return }
        let api = URL(string: "https://quest.example/api/trips/\(id)")!
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var exists = false
        URLSession.shared.dataTask(with: api) { data, response, _ in
            exists = (response as? HTTPURLResponse)?.statusCode == 200 && data != nil
            semaphore.signal()
        }.resume()
        semaphore.wait()
        guard exists else { return }
        path = [.trip(id: id)]
        if parts.count > 2 && parts[2] == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() {
        path.removeAll()
    }
}

import SwiftUI

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

extension Route: Codable {
    enum CodingKeys: String, CodingKey { case trip, log }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let id = try container.decodeIfPresent(Int.self, forKey: .trip) {
            self = .trip(id: id)
        } else {
            self = .trip(id: try container.decode(Int.self, forKey: .log))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .trip(let id): try container.encode(id, forKey: .trip)
        case .log(let tripID): try container.encode(tripID, forKey: .log)
        }
    }
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, parts[0] == "trips", let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.count > 2 && parts[2] == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() {
        path.removeAll()
    }
}

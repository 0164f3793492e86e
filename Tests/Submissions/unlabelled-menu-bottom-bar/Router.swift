import SwiftUI

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

extension Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, id
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        switch try container.decode(String.self, forKey: .kind) {
        case "trip": self = .trip(id: id)
        case "log": self = .log(tripID: id)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown route")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .trip(let id):
            try container.encode("trip", forKey: .kind)
            try container.encode(id, forKey: .id)
        case .log(let tripID):
            try container.encode("log", forKey: .kind)
            try container.encode(tripID, forKey: .id)
        }
    }
}

extension Route {
    /// The stack a deep link asks for, or nil when it is not a link to a trip.
    static func stack(for url: URL) -> [Route]? {
        let segments = url.pathComponents.filter { $0 != "/" }
        guard segments.count >= 2, segments[0] == "trips", let id = Int(segments[1]) else { return nil }
        if segments.count >= 3, segments[2] == "log" {
            return [.trip(id: id), .log(tripID: id)]
        }
        return [.trip(id: id)]
    }
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        guard let stack = Route.stack(for: url) else { return }
        path = stack
    }

    func popToRoot() {
        path.removeAll()
    }
}

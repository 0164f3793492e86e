import Foundation

/// Turns a link such as https://quest.example/trips/42/log into the stack it names, or nil when it is malformed.
enum DeepLinkParser {
    static func stack(for url: URL) -> [Route]? {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return nil }
        var stack: [Route] = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { stack.append(.log(tripID: id)) }
        return stack
    }
}

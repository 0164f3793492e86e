import Foundation
public import QuestUI

/// Turns a learner's navigation path, whatever its type, into values a checker can compare and describe.
///
/// The generated glue calls these with the learner's `router.path`; overload resolution picks the right one for
/// `[Route]` at compile time, so the glue does not need to know how the learner stored the path.
public enum RoutePath {
    /// What encoding and decoding a path gave back.
    public enum RoundTrip: Equatable {
        /// The route type is not `Codable`, so the path cannot be saved.
        case notCodable
        /// The decoded path.
        case restored([AnyHashable])
        /// Encoding or decoding threw.
        case failed(String)
    }

    /// The elements of an array path, outermost first.
    public static func elements<Element: Hashable>(_ path: [Element]) -> [AnyHashable] {
        path.map { AnyHashable($0) }
    }

    /// Encodes `path` to JSON and decodes it back, when `Element` is `Codable` (decided at run time, so the glue
    /// compiles whether or not the learner made `Route` Codable).
    public static func roundTrip<Element: Hashable>(_ path: [Element]) -> RoundTrip {
        guard let encodable = path as Any as? any Encodable,
              let decodable = [Element].self as Any as? any Decodable.Type
        else { return .notCodable }
        do {
            let data = try JSONEncoder().encode(encodable)
            let decoded = try JSONDecoder().decode(decodable, from: data)
            guard let back = decoded as? [Element] else { return .failed("decoding gave \(type(of: decoded))") }
            return .restored(back.map { AnyHashable($0) })
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// The elements of a `NavigationPath`, outermost first.
    public static func elements(_ path: NavigationPath) -> [AnyHashable] {
        // NavigationPath keeps its elements private, as SwiftUI's does; reflection reads them without widening
        // QuestUI's public API for one checker.
        Mirror(reflecting: path).children.first { $0.label == "elements" }?.value as? [AnyHashable] ?? []
    }

    /// Encodes and decodes the routes of a `NavigationPath`, as `[Route]`: what restoring a session needs is that
    /// `Route` survives the trip. (The `codable` representation itself is the framework's business, and it decodes
    /// by type name, which a harness module cannot always resolve.)
    public static func roundTrip<Route: Hashable>(_ path: NavigationPath, of route: Route.Type) -> RoundTrip {
        let routes = elements(path).compactMap { $0.base as? Route }
        guard routes.count == path.count else { return .failed("the path holds values other than \(Route.self)") }
        return roundTrip(routes)
    }

    /// `roundTrip(_:)` for an array path; the route type is given so the glue reads the same for both path kinds.
    public static func roundTrip<Route: Hashable>(_ path: [Route], of route: Route.Type) -> RoundTrip {
        roundTrip(path)
    }
}

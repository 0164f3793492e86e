import Foundation
import Observation
import QuestUI
@testable import QuestChecks

// Routers written the way learners write them: the lesson's answer, other correct styles, and known mistakes.
// Each is wrapped in a RouterProbe exactly as the generated glue does.

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// The lesson's answer.
@MainActor @Observable final class AnswerRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

/// Another correct style: a struct, URLComponents, a switch over the segments, a plain (not Codable) route.
enum PlainRoute: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

struct SwitchRouter {
    var path: [PlainRoute] = []

    mutating func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        let segments = components.path.split(separator: "/").map(String.init)
        switch segments.count {
        case 2 where segments[0] == "trips":
            if let id = Int(segments[1]) { path = [.trip(id: id)] }
        case 3 where segments[0] == "trips" && segments[2] == "log":
            if let id = Int(segments[1]) { path = [.trip(id: id), .log(tripID: id)] }
        case 3 where segments[0] == "trips":
            if let id = Int(segments[1]) { path = [.trip(id: id)] }
        default:
            break
        }
    }

    mutating func popToRoot() { path = [] }
}

/// Mistake: appends a link's routes to the stack instead of replacing it.
@MainActor final class StackingRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path.append(.trip(id: id))
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

/// Mistake: empties the path before looking at the link.
@MainActor final class ClearingRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        path = []
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

/// Mistake: opens the log without the trip under it.
@MainActor final class LogOnlyRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = parts.dropFirst(2).first == "log" ? [.log(tripID: id)] : [.trip(id: id)]
    }

    func popToRoot() { path.removeAll() }
}

/// Mistake: popToRoot keeps the first screen.
@MainActor final class HalfPopRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path = Array(path.prefix(1)) }
}

/// Mistake: accepts any first segment (`/flights/42` opens trip 42).
@MainActor final class AnySegmentRouter {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

/// A Codable route whose hand-written decoding loses the log.
enum LossyRoute: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = .trip(id: try container.decode(Int.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .trip(let id), .log(let id): try container.encode(id)
        }
    }
}

@MainActor final class LossyRouter {
    var path: [LossyRoute] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}

/// The probes the glue would generate for each router above.
@MainActor enum RouterProbes {
    static let answer = RouterProbe(
        make: { AnswerRouter() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) },
        popToRoot: { $0.popToRoot() }, trip: { AnyHashable(Route.trip(id: $0)) }, log: { AnyHashable(Route.log(tripID: $0)) },
        roundTrip: { RoutePath.roundTrip($0.path, of: Route.self) },
        locations: RouterProbe.Locations(route: SourcePoint(file: "Router.swift", line: 3), open: SourcePoint(file: "Router.swift", line: 12))
    )
    static let switchStyle = RouterProbe(
        make: { SwitchRouter() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) },
        popToRoot: { $0.popToRoot() }, trip: { AnyHashable(PlainRoute.trip(id: $0)) },
        log: { AnyHashable(PlainRoute.log(tripID: $0)) }, roundTrip: { RoutePath.roundTrip($0.path, of: PlainRoute.self) }
    )
    static let stacking = probe { StackingRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let clearing = probe { ClearingRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let logOnly = probe { LogOnlyRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let lookupTable = probe { LookupTableRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let halfPop = probe { HalfPopRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let anySegment = probe { AnySegmentRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
    static let lossy = RouterProbe(
        make: { LossyRouter() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) },
        popToRoot: { $0.popToRoot() }, trip: { AnyHashable(LossyRoute.trip(id: $0)) },
        log: { AnyHashable(LossyRoute.log(tripID: $0)) }, roundTrip: { RoutePath.roundTrip($0.path, of: LossyRoute.self) }
    )

    private static func probe<R>(
        _ make: @escaping @MainActor () -> R, path: @escaping @MainActor (R) -> [Route],
        open: @escaping @MainActor (inout R, URL) -> Void, pop: @escaping @MainActor (inout R) -> Void
    ) -> RouterProbe {
        RouterProbe(
            make: make, path: { RoutePath.elements(path($0)) }, open: open, popToRoot: pop,
            trip: { AnyHashable(Route.trip(id: $0)) }, log: { AnyHashable(Route.log(tripID: $0)) },
            roundTrip: { RoutePath.roundTrip(path($0)) },
            locations: RouterProbe.Locations(open: SourcePoint(file: "Router.swift", line: 9))
        )
    }
}

/// Another correct style: the stack as a `NavigationPath`.
@MainActor final class NavigationPathRouter {
    var path = NavigationPath()

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        var next = NavigationPath()
        next.append(Route.trip(id: id))
        if parts.count > 2, parts[2] == "log" { next.append(Route.log(tripID: id)) }
        path = next
    }

    func popToRoot() { path = NavigationPath() }
}

extension RouterProbes {
    static let navigationPath = RouterProbe(
        make: { NavigationPathRouter() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) },
        popToRoot: { $0.popToRoot() }, trip: { AnyHashable(Route.trip(id: $0)) }, log: { AnyHashable(Route.log(tripID: $0)) },
        roundTrip: { RoutePath.roundTrip($0.path, of: Route.self) }
    )
}

/// Not a router: a table of the two links the router check opened before its ids were drawn from the run's seed.
@MainActor final class LookupTableRouter {
    var path: [Route] = []
    private static let memorised: [String: [Route]] = [
        "https://quest.example/trips/42/log": [.trip(id: 42), .log(tripID: 42)],
        "https://quest.example/trips/7": [.trip(id: 7)],
    ]
    func open(_ url: URL) {
        if let stack = Self.memorised[url.absoluteString] { path = stack }
    }
    func popToRoot() { path.removeAll() }
}

/// Forgery: `trip(id:)` and `log(tripID:)` are factories that drop the id, so the routes the check expects hold none,
/// and the router never reads one (`Tests/Hostile/router-factories-drop-ids.swift` passed every link step).
enum IdlessRoute: Hashable {
    case tripScreen
    case logScreen
    static func trip(id: Int) -> IdlessRoute { .tripScreen }
    static func log(tripID: Int) -> IdlessRoute { .logScreen }
}

@MainActor final class IdlessRouter {
    var path: [IdlessRoute] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [.tripScreen]
        if parts.count == 3, parts[2] == "log" { path.append(.logScreen) }
    }

    func popToRoot() { path.removeAll() }
}

extension RouterProbes {
    static let idless = RouterProbe(
        make: { IdlessRouter() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) },
        popToRoot: { $0.popToRoot() }, trip: { AnyHashable(IdlessRoute.trip(id: $0)) },
        log: { AnyHashable(IdlessRoute.log(tripID: $0)) },
        locations: RouterProbe.Locations(route: SourcePoint(file: "Router.swift", line: 3))
    )
}

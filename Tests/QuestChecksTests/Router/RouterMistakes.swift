import Foundation
@testable import QuestChecks

// Wrong routers that passed every step of the router check before its steps on a new router, more second links,
// more malformed links, a negative id and popToRoot on short stacks (the red team's programs, as scripted routers).

/// The correct way to read a link, shared by the mistakes that differ from the answer elsewhere.
@MainActor private func stack(for url: URL) -> [Route]? {
    let parts = url.pathComponents.filter { $0 != "/" }
    guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return nil }
    return parts.dropFirst(2).first == "log" ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
}

/// Mistake: any segment after the id opens the log (`parts.count >= 3`), so `/trips/9/edit` does.
@MainActor final class AnyThirdSegmentRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = parts.count >= 3 ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: `trips` is looked for anywhere in the path, so `/flights/trips/42` opens trip 42.
@MainActor final class TripsAnywhereRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let at = parts.firstIndex(of: "trips"), at + 1 < parts.count, let id = Int(parts[at + 1]) else { return }
        path = parts.dropFirst(at + 2).first == "log" ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
    }
    func popToRoot() { path.removeAll() }
}

/// Right: a segment after the id other than `log` is rejected (the lesson leaves it open).
@MainActor final class StrictSegmentsRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count == 2 || (parts.count == 3 && parts[2] == "log"), let id = Int(parts[1]) else { return }
        path = parts.count == 3 ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: a new router starts on trip 1, not at the root.
@MainActor final class StartsOnTripRouter {
    var path: [Route] = [.trip(id: 1)]
    func open(_ url: URL) { if let stack = stack(for: url) { path = stack } }
    func popToRoot() { path.removeAll() }
}

/// Mistake: every router shares one static path.
@MainActor final class SharedPathRouter {
    static var shared: [Route] = []
    var path: [Route] {
        get { Self.shared }
        set { Self.shared = newValue }
    }
    func open(_ url: URL) { if let stack = stack(for: url) { path = stack } }
    func popToRoot() { path.removeAll() }
}

/// Mistake: popToRoot removes two screens (written not to crash here: it removes nothing from a shorter stack).
@MainActor final class PopTwoRouter {
    var path: [Route] = []
    func open(_ url: URL) { if let stack = stack(for: url) { path = stack } }
    func popToRoot() { if path.count >= 2 { path.removeLast(2) } }
}

/// Mistake: a trip link replaces the stack, a log link appends to it.
@MainActor final class AppendingLogRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        guard let stack = stack(for: url) else { return }
        if stack.count == 2 { path += stack } else { path = stack }
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: the stack is reset only when the link names another trip.
@MainActor final class SameTripKeptRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        guard let stack = stack(for: url) else { return }
        if path.first != stack[0] { path = [stack[0]] }
        path += stack.dropFirst()
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: the id of a log link is not validated (`Int(parts[1]) ?? 0`).
@MainActor final class UnvalidatedLogRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2 else { return }
        if parts.count >= 3, parts[2] == "log" {
            let id = Int(parts[1]) ?? 0
            path = [.trip(id: id), .log(tripID: id)]
        } else if let stack = stack(for: url) {
            path = stack
        }
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: a log link is recognised by its last two segments only (`/flights/42/log` opens trip 42).
@MainActor final class SuffixLogRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        if parts.count >= 2, parts.last == "log", let id = Int(parts[parts.count - 2]) {
            path = [.trip(id: id), .log(tripID: id)]
        } else if let stack = stack(for: url) {
            path = stack
        }
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: the id is read as a Double and kept when whole (`/trips/42.0` opens trip 42).
@MainActor final class DoubleIDRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let number = Double(parts[1]), let id = Int(exactly: number) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: a malformed link clears a one-screen stack.
@MainActor final class ShallowClearRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        guard let stack = stack(for: url) else {
            if path.count < 2 { path.removeAll() }
            return
        }
        path = stack
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: the id's sign is dropped (`/trips/-3` opens trip 3).
@MainActor final class SignDroppedRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1].replacingOccurrences(of: "-", with: "")) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }
    func popToRoot() { path.removeAll() }
}

/// Mistake: ids of at most five digits (`/trips/123456` is taken for malformed).
/// Mistake: ids longer than eighteen digits are rejected, though an `Int` holds nineteen.
@MainActor final class EighteenDigitRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, parts[1].count <= 18, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }
    func popToRoot() { path.removeAll() }
}

@MainActor final class FiveDigitRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, parts[1].count <= 5, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }
    func popToRoot() { path.removeAll() }
}

/// Right: negative ids rejected (the lesson leaves them open).
@MainActor final class NoNegativeRouter {
    var path: [Route] = []
    func open(_ url: URL) {
        guard let stack = stack(for: url), case .trip(let id) = stack[0], id > 0 else { return }
        path = stack
    }
    func popToRoot() { path.removeAll() }
}

/// The mistakes above, each wrapped in a `RouterProbe` as the generated glue does, by name.
@MainActor enum RouterMistakes {
    static func probe(_ name: String) -> RouterProbe {
        switch name {
        case "starts-on-trip": make { StartsOnTripRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "shared-path": make { SharedPathRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "pop-two": make { PopTwoRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "appending-log": make { AppendingLogRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "same-trip-kept": make { SameTripKeptRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "unvalidated-log": make { UnvalidatedLogRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "suffix-log": make { SuffixLogRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "double-id": make { DoubleIDRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "shallow-clear": make { ShallowClearRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "sign-dropped": make { SignDroppedRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "five-digits": make { FiveDigitRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "eighteen-digits": make { EighteenDigitRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "any-third-segment": make { AnyThirdSegmentRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "trips-anywhere": make { TripsAnywhereRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        case "strict-segments": make { StrictSegmentsRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        default: make { NoNegativeRouter() } path: { $0.path } open: { $0.open($1) } pop: { $0.popToRoot() }
        }
    }

    private static func make<R>(
        _ make: @escaping @MainActor () -> R, path: @escaping @MainActor (R) -> [Route],
        open: @escaping @MainActor (inout R, URL) -> Void, pop: @escaping @MainActor (inout R) -> Void
    ) -> RouterProbe {
        RouterProbe(
            make: make, path: { RoutePath.elements(path($0)) }, open: open, popToRoot: pop,
            trip: { AnyHashable(Route.trip(id: $0)) }, log: { AnyHashable(Route.log(tripID: $0)) },
            roundTrip: { RoutePath.roundTrip(path($0)) },
            locations: RouterProbe.Locations(router: SourcePoint(file: "Router.swift", line: 2),
                                             open: SourcePoint(file: "Router.swift", line: 9),
                                             popToRoot: SourcePoint(file: "Router.swift", line: 20))
        )
    }
}

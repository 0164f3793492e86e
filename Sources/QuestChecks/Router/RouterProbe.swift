public import Foundation

/// The learner's `Router` and `Route`, reached through closures the generated glue writes against their names.
///
/// QuestChecks cannot name the learner's types, so the glue wraps each contract member in a closure:
/// `RouterProbe(make: { Router() }, path: { RoutePath.elements($0.path) }, open: { $0.open($1) }, …)`.
/// A struct router works too: `open` and `popToRoot` receive it `inout`.
@MainActor public struct RouterProbe {
    /// Where the learner declared the contract's members, for results to point at (found by the glue).
    public struct Locations: Sendable {
        /// `final class Router` (or the struct), where its path starts.
        public var router: SourcePoint?
        /// `enum Route`.
        public var route: SourcePoint?
        /// `func open(_:)`.
        public var open: SourcePoint?
        /// `func popToRoot()`.
        public var popToRoot: SourcePoint?

        /// Creates the locations; any may be unknown.
        public init(
            router: SourcePoint? = nil, route: SourcePoint? = nil, open: SourcePoint? = nil, popToRoot: SourcePoint? = nil
        ) {
            self.router = router
            self.route = route
            self.open = open
            self.popToRoot = popToRoot
        }
    }

    let makeInstance: @MainActor () -> Instance
    let trip: @MainActor (Int) -> AnyHashable
    let log: @MainActor (Int) -> AnyHashable
    /// Where the contract's members are declared.
    public let locations: Locations

    /// Wraps the learner's router type `R`.
    public init<R>(
        make: @escaping @MainActor () -> R,
        path: @escaping @MainActor (R) -> [AnyHashable],
        open: @escaping @MainActor (inout R, URL) -> Void,
        popToRoot: @escaping @MainActor (inout R) -> Void,
        trip: @escaping @MainActor (Int) -> AnyHashable,
        log: @escaping @MainActor (Int) -> AnyHashable,
        roundTrip: @escaping @MainActor (R) -> RoutePath.RoundTrip = { _ in .notCodable },
        locations: Locations = Locations()
    ) {
        makeInstance = {
            let box = RouterBox(make())
            return Instance(
                path: { path(box.router) },
                open: { open(&box.router, $0) },
                popToRoot: { popToRoot(&box.router) },
                roundTrip: { roundTrip(box.router) }
            )
        }
        self.trip = trip
        self.log = log
        self.locations = locations
    }

    /// One live router, its type erased.
    @MainActor struct Instance {
        let path: @MainActor () -> [AnyHashable]
        let open: @MainActor (URL) -> Void
        let popToRoot: @MainActor () -> Void
        let roundTrip: @MainActor () -> RoutePath.RoundTrip
    }
}

/// Holds a router (class or struct) so the erased closures share one instance.
private final class RouterBox<R> {
    var router: R
    init(_ router: R) { self.router = router }
}

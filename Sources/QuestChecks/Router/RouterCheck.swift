import Foundation
public import QuestUI

/// `router`: the interview problem's contract. A new router starts at the root with a path of its own, links open the
/// right stack, a second link replaces it (whatever the first one was), malformed links change nothing (on a one- or
/// two-screen stack), an id of six, eighteen or nineteen digits opens its trip, a negative id never opens the trip without its sign, `popToRoot()` empties any stack, a Codable path survives a round trip, and, when the workspace has
/// a view with `.onOpenURL`, the same links work through that view, its pushed screens' Home buttons return to the
/// root, and going back from the log leaves the trip open.
///
/// Every step starts from a new router, so steps do not depend on one another.
@MainActor public struct RouterCheck: Check {
    private let probe: RouterProbe
    private let makeLinkScreen: (@MainActor () -> any Screen)?

    /// Why no view's `.onOpenURL` is checked (none applies it, or the one that does cannot be made as `RootView()`),
    /// said as advice: the problem asks for the navigation too, but the router is the exercise's entry.
    private var missingLinkView: String?

    /// Checks the router alone; `missingLinkView` says why no view is checked.
    public init(probe: RouterProbe, missingLinkView: String? = nil) {
        self.probe = probe
        self.makeLinkScreen = nil
        self.missingLinkView = missingLinkView
    }

    /// Checks the router, then the same links delivered to `linkView`'s `.onOpenURL`.
    public init<LinkView: View>(probe: RouterProbe, linkView: @escaping @MainActor () -> LinkView) {
        self.probe = probe
        self.makeLinkScreen = { ViewHostScreen(linkView()) }
    }

    /// Checks the router, then links delivered to screens made by `linkScreens` (tests use scripted screens).
    public init(probe: RouterProbe, linkScreens: (@MainActor () -> any Screen)?) {
        self.probe = probe
        self.makeLinkScreen = linkScreens
    }

    public func run(_ check: CheckContext) async throws {
        let open = probe.locations.open
        let ids = DeepLink.ids(&check.random)
        let links = Links(tripLog: .tripLog(id: ids.first), trip: .trip(id: ids.second), tripOfLog: .trip(id: ids.first))
        await rootStep(check)
        await ownPathStep(links, check)
        await linkStep("opening https://quest.example/trips/<id>/log gives [.trip(id: <id>), .log(tripID: <id>)]",
                       links.tripLog, after: nil, open, check)
        let opensTrip = await linkStep("opening https://quest.example/trips/<id> gives [.trip(id: <id>)]", links.trip, after: nil, open, check)
        await linkStep("a second link replaces the stack instead of adding to it", links.trip, after: links.tripLog, open, check)
        await linkStep("a second link replaces the stack: /trips/<id> then /trips/<other id>/log",
                       .tripLog(id: ids.second), after: .trip(id: ids.first), open, check)
        await linkStep("a second link replaces the stack: the same /trips/<id>/log link twice",
                       links.tripLog, after: links.tripLog, open, check)
        await linkStep("a second link replaces the stack: /trips/<id>/log then /trips/<id>",
                       .trip(id: ids.first), after: links.tripLog, open, check)
        for link in DeepLink.malformed {
            await linkStep("a malformed link leaves the path unchanged: \(link.url.absoluteString) (\(link.flaw ?? ""))",
                           link, after: links.tripLog, open, check)
        }
        let shallow = DeepLink.malformed[0]
        await linkStep("a malformed link leaves a one-screen path unchanged: \(shallow.url.absoluteString)",
                       shallow, after: links.trip, open, check)
        await runOfLinksStep(ids, open, check)
        await longIDStep(DeepLink.longIDs(&check.random), needs: opensTrip, check)
        await negativeStep(id: ids.second, after: links.tripLog, check)
        for link in DeepLink.otherSegments(id: ids.second) { await otherSegmentStep(link, after: links.tripLog, check) }
        let pops = await popStep(links, check)
        await popStep("popToRoot() empties a one-screen path", after: links.trip, check)
        await popStep("popToRoot() at the root leaves the path empty", after: nil, check)
        await codableStep(links, check)
        if let makeLinkScreen {
            await viewSteps(makeLinkScreen, links, popToRoot: pops, check)
        } else if let missingLinkView {
            await check.step("through .onOpenURL, a view opens links", section: .interview) {
                result(.pass, "a view with .onOpenURL that RootView() makes, bound to the router", missingLinkView, probe.locations.router,
                       advice: true, hint: "Advice: the problem asks for the navigation too: write RootView with NavigationStack(path: $router.path), .navigationDestination(for: Route.self) and .onOpenURL { router.open($0) }, made with no arguments (its router in @State), and the links are checked through it.")
            }
        }
    }

    /// The two links of one run, with ids drawn from its seed.
    private struct Links {
        var tripLog: DeepLink
        var trip: DeepLink
        /// The trip `tripLog` names, opened alone.
        var tripOfLog: DeepLink
    }

    // MARK: Router steps

    @discardableResult
    private func linkStep(
        _ title: String, _ link: DeepLink, after first: DeepLink?, _ location: SourcePoint?, _ check: CheckContext
    ) async -> StepOutcome {
        await check.step(title, section: .interview) {
            let router = probe.makeInstance()
            if let first { router.open(first.url) }
            let before = read(router.path())
            router.open(link.url)
            let actual = read(router.path())
            let expected = link.opens.map(routes) ?? before
            let expectation = link.opens == nil
                ? "the path unchanged: \(describe(before))"
                : "\(describe(expected)) after opening \(link.url.absoluteString)"
            if let unreadable = unreadable(actual, expected) { return unreadable }
            if let opens = link.opens, let unlike = unlikeContract(opens, expected) { return unlike }
            if same(actual, expected) { return result(.pass, expectation, describe(actual), location) }
            return result(.fail, expectation, describe(actual), location,
                          hint: hint(link: link, before: before, actual: actual))
        }
    }

    /// Many links on one router, one after another, as notifications arrive over a day: each leaves exactly its own
    /// stack, a malformed one the stack as it was (at the root too). A router right only for the pairs of links the
    /// other steps open (one that pushes a trip over a trip, closes a trip opened twice, stops after a few links, or
    /// opens something for a malformed link at the root) fails here.
    private func runOfLinksStep(_ ids: (first: Int, second: Int), _ location: SourcePoint?, _ check: CheckContext) async {
        let (a, b) = ids
        let malformed = DeepLink.malformed
        let run: [DeepLink] = [
            malformed[0], .trip(id: a), .trip(id: b), .trip(id: b), .tripLog(id: a), .tripLog(id: b), .tripLog(id: b),
            malformed[1 % malformed.count], .trip(id: a), .trip(id: a), .tripLog(id: a), .trip(id: b), .tripLog(id: b),
        ]
        await check.step("links opened one after another on one router each give their own stack", section: .interview) {
            let router = probe.makeInstance()
            var expected: [ValueShape] = []
            var opened: [String] = []
            for link in run {
                router.open(link.url)
                opened.append(link.url.path)
                let actual = read(router.path())
                if let steps = link.opens { expected = routes(steps) }
                if let unreadable = unreadable(actual, expected) { return unreadable }
                guard same(actual, expected) else {
                    let what = link.opens == nil ? "the path unchanged: \(describe(expected))" : describe(expected)
                    return result(.fail, "\(what) after opening, in turn, \(opened.joined(separator: ", "))", describe(actual), location,
                                  hint: "Make each link's stack from the link alone, whatever was open before (path = the link's routes), and leave the path as it is when a link is malformed.")
                }
            }
            return result(.pass, "each of \(run.count) links in a row gives its own stack", describe(expected), location)
        }
    }

    /// `/trips/<id>` with ids of six, eighteen and nineteen digits, each on a new router: the ids are `Int`s, so every id an `Int`
    /// holds opens its trip. Needs the step with an ordinary id: a router that opens no trip fails there, once.
    private func longIDStep(_ ids: [Int], needs opensTrip: StepOutcome, _ check: CheckContext) async {
        let title = "a long id opens its trip: https://quest.example/trips/<id of 6, 18 or 19 digits>"
        await check.step(title, section: .interview, needs: opensTrip) {
            for id in ids {
                let link = DeepLink.trip(id: id)
                let router = probe.makeInstance()
                router.open(link.url)
                let actual = read(router.path())
                let expected = link.opens.map(routes) ?? []
                if let unreadable = unreadable(actual, expected) { return unreadable }
                guard same(actual, expected) else {
                    return result(.fail, "\(describe(expected)) after opening \(link.url.absoluteString)", describe(actual),
                                  probe.locations.open,
                                  hint: "Read the whole id with Int(parts[1]): an id is an Int, of any length an Int holds, not a few digits.")
                }
            }
            let opened = ids.map { "[.trip(id: \($0))]" }.joined(separator: " and ")
            return result(.pass, "each id's trip after opening its link", opened, probe.locations.open)
        }
    }

    /// A new router is the app at launch: its path is empty.
    private func rootStep(_ check: CheckContext) async {
        await check.step("a new Router() starts at the root: its path is empty", section: .interview) {
            let actual = read(probe.makeInstance().path())
            if actual.isEmpty { return result(.pass, "[]", "[]", probe.locations.router) }
            return result(.fail, "[] (the root screen, before any link)", describe(actual), probe.locations.router,
                          hint: "A new Router() is the app at launch, on its root screen: start with an empty path (var path: [Route] = []).")
        }
    }

    /// Each router owns its path: one that opened a link does not change a new one.
    private func ownPathStep(_ links: Links, _ check: CheckContext) async {
        await check.step("each Router() has its own path: a new one starts empty after another opened a link", section: .interview) {
            let first = probe.makeInstance()
            first.open(links.tripLog.url)
            let other = probe.makeInstance()
            let actual = read(other.path())
            let opened = read(first.path())
            let expected = "[] for the new router (the other one holds \(describe(opened)))"
            if actual.isEmpty { return result(.pass, expected, "[]", probe.locations.router) }
            return result(.fail, expected, describe(actual), probe.locations.router,
                          hint: "Keep the path in each router (an instance property, not a static or global one): a new Router() must not start where another one left off.")
        }
    }

    /// `/trips/<id>/edit`: a segment after the id other than `log` never opens the log; the trip alone or the path
    /// unchanged both pass (the lesson does not say which).
    private func otherSegmentStep(_ link: DeepLink, after first: DeepLink, _ check: CheckContext) async {
        await stackOrUnchangedStep(
            "only log after the id opens the log: https://quest.example/trips/<id>/\(link.url.lastPathComponent) does not", link,
            after: first, check,
            hint: "Push the log only when the segment after the id is exactly \"log\": if parts.count > 2, parts[2] == \"log\" { … }."
        )
    }

    /// `/trips/-<id>`: the lesson leaves negative ids open, so `[.trip(id: -<id>)]` and the path unchanged both pass;
    /// anything else (trip `<id>`, the sign dropped) fails.
    private func negativeStep(id: Int, after first: DeepLink, _ check: CheckContext) async {
        await stackOrUnchangedStep(
            "a negative id keeps its sign: https://quest.example/trips/-<id> never opens trip <id>", .negativeTrip(id: id),
            after: first, check,
            hint: "Read the id with Int(parts[1]), which keeps the sign: /trips/-\(id) names trip -\(id) (or reject it), never trip \(id)."
        )
    }

    /// A link whose handling the lesson leaves open: after `first`, opening `link` must give the stack it names or leave
    /// the path as it was; anything else fails with `hint`.
    private func stackOrUnchangedStep(_ title: String, _ link: DeepLink, after first: DeepLink, _ check: CheckContext, hint: String) async {
        await check.step(title, section: .interview) {
            let router = probe.makeInstance()
            router.open(first.url)
            let before = read(router.path())
            router.open(link.url)
            let actual = read(router.path())
            let named = link.opens.map(routes) ?? []
            let expectation = "\(describe(named)) or the path unchanged (\(describe(before))) after opening \(link.url.absoluteString)"
            if let unreadable = unreadable(actual, named + before) { return unreadable }
            if same(actual, named) || same(actual, before) {
                return result(.pass, expectation, describe(actual), probe.locations.open)
            }
            return result(.fail, expectation, describe(actual), probe.locations.open, hint: hint)
        }
    }

    @discardableResult
    private func popStep(_ links: Links, _ check: CheckContext) async -> StepOutcome {
        await popStep("popToRoot() empties the path", after: links.tripLog, check,
                      hint: "Returning to the root is emptying the array: path.removeAll().")
    }

    /// `popToRoot()` after `first` (a two-screen or a one-screen stack), or at the root (`first` nil). It must empty
    /// the path without crashing (a `removeLast(2)` passed the two-screen step).
    @discardableResult
    private func popStep(
        _ title: String, after first: DeepLink?, _ check: CheckContext,
        hint: String = "popToRoot() must empty any stack, however many screens it holds (none included): path.removeAll()."
    ) async -> StepOutcome {
        await check.step(title, section: .interview) {
            let router = probe.makeInstance()
            if let first { router.open(first.url) }
            let before = read(router.path())
            router.popToRoot()
            let actual = read(router.path())
            let expected = "[] (it held \(describe(before)))"
            if actual.isEmpty { return result(.pass, expected, "[]", probe.locations.popToRoot) }
            return result(.fail, expected, describe(actual), probe.locations.popToRoot, hint: hint)
        }
    }

    private func codableStep(_ links: Links, _ check: CheckContext) async {
        let title = "a saved path restores the same stack (Codable round trip)"
        await check.step(title, section: .interview) {
            let router = probe.makeInstance()
            router.open(links.tripLog.url)
            let path = read(router.path())
            let expected = "encoding and decoding \(describe(path)) gives it back"
            switch router.roundTrip() {
            case .notCodable:
                return result(.pass, expected, "Route is not Codable, so this was not tried", probe.locations.route,
                              advice: true, hint: "Advice: declare enum Route: Hashable, Codable and a session can be restored by decoding the saved path.")
            case .restored(let back) where same(read(back), path):
                return result(.pass, expected, describe(read(back)), probe.locations.route)
            case .restored(let back):
                return result(.fail, expected, describe(read(back)), probe.locations.route,
                              hint: "A custom encode(to:) or init(from:) loses information; the synthesized Codable conformance is enough.")
            case .failed(let error):
                return result(.fail, expected, "it threw: \(error)", probe.locations.route,
                              hint: "A custom encode(to:) or init(from:) does not match; the synthesized Codable conformance is enough.")
            }
        }
    }

    // MARK: Through the view

    private func viewSteps(
        _ makeScreen: @MainActor () -> any Screen, _ links: Links, popToRoot: StepOutcome, _ check: CheckContext
    ) async {
        let cases: [(String, DeepLink, DeepLink?)] = [
            ("through .onOpenURL, https://quest.example/trips/<id>/log pushes the trip and its log", links.tripLog, nil),
            ("through .onOpenURL, a second link replaces the stack", links.trip, links.tripLog),
            ("through .onOpenURL, a malformed link leaves the stack as it was", DeepLink.malformed[0], links.tripLog),
        ]
        var outcomes: [StepOutcome] = []
        for (title, link, first) in cases {
            outcomes.append(await check.step(title, section: .interview) {
                let screen = makeScreen()
                await screen.appear()
                if let first { try screen.open(first.url) }
                let before = read(screen.navigationPath)
                try screen.open(link.url)
                let actual = read(screen.navigationPath)
                let expected = link.opens.map(routes) ?? before
                let expectation = link.opens == nil
                    ? "the stack unchanged: \(describe(before))"
                    : "\(describe(expected)) after opening \(link.url.absoluteString)"
                let location = screen.openURLLocation ?? probe.locations.open
                if let unreadable = unreadable(actual, expected) { return unreadable }
                if let opens = link.opens, let unlike = unlikeContract(opens, expected) { return unlike }
                if same(actual, expected) { return result(.pass, expectation, describe(actual), location) }
                return result(.fail, expectation, describe(actual), location,
                              hint: actual.isEmpty && link.opens != nil
                                ? "Bind the stack to the router (NavigationStack(path: $router.path)) and call router.open(url) in .onOpenURL."
                                : hint(link: link, before: before, actual: actual))
            })
        }
        await logScreenStep(makeScreen, links, needs: outcomes[0], check)
        await homeStep(makeScreen, links, needs: popToRoot, check)
        await backStep(makeScreen, links, needs: outcomes[0], check)
        await againStep(makeScreen, links, needs: outcomes[0], check)
    }

    /// The link opens "trip 42 and then its log": the screen on top after the log link must be the log's, not the
    /// trip's again (a `.log` case that draws `TripDetail`) and not a route without a destination. Judged after
    /// opening each link on a fresh screen: the two screens must differ in a view's type, a text or a modifier (a
    /// log that shows the trip's name under another title or view type is the log's). Needs the log link's own
    /// step, which saw the path right.
    private func logScreenStep(
        _ makeScreen: @MainActor () -> any Screen, _ links: Links, needs logLink: StepOutcome, _ check: CheckContext
    ) async {
        await check.step("through .onOpenURL, the log's screen is not the trip's", section: .interview, needs: logLink) {
            var screens: [any Screen] = []
            var destination: SourcePoint?
            // The trip the log link names, opened alone: its screen is what the log's must not be.
            for link in [links.tripOfLog, links.tripLog] {
                let screen = makeScreen()
                await screen.appear()
                destination = destination ?? Self.destinationLocation(on: screen)
                try screen.open(link.url)
                if let missing = screen.node.descendants.first(where: { $0.kind == Self.missingDestination }) {
                    return result(.fail, "a screen for every route \(link.url.absoluteString) pushes", missing.allTexts.joined(separator: " "),
                                  destination ?? screen.openURLLocation,
                                  hint: "Give the stack a destination for your route type: .navigationDestination(for: Route.self) { route in switch route { … } }, with a case for each route.")
                }
                screens.append(screen)
            }
            var drawn = screens.map { Self.drawing(of: $0.node) }
            if drawn[0] == drawn[1] {
                // Alike at once: the pushed screens appear (their onAppear and .task run, a log loaded in .task), then
                // they are read again. Only then: a task's work needs the concurrency runtime's threads (`pathSettling`).
                for screen in screens { await screen.appear() }
                drawn = screens.map { Self.drawing(of: $0.node) }
            }
            let shown = screens.map(\.texts)
            let (trip, log) = (shown[0], shown[1])
            let expected = "the log's screen on top after opening \(links.tripLog.url.absoluteString), unlike the trip's"
            if drawn[0] != drawn[1] {
                return result(.pass, expected, "the trip shows \(Self.quoted(trip)); its log shows \(Self.quoted(log))", destination)
            }
            return result(.fail, expected, "both show \(Self.quoted(log))", destination,
                          hint: "The .log(tripID:) case of your navigationDestination must draw the log's own view (TripLog(tripID:)), not the trip's.")
        }
    }

    /// QuestUI's node for a pushed value no `navigationDestination` handles.
    private static let missingDestination = "MissingDestination"

    /// Where the first `navigationDestination` is applied on `screen`, read before anything is pushed.
    private static func destinationLocation(on screen: any Screen) -> SourcePoint? {
        screen.node.descendants.lazy.compactMap { $0.modifier("navigationDestination") }.first
            .flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }
    }

    /// Each view of a screen as its type, texts and modifiers with their arguments, in order: two screens drawn
    /// alike have the same.
    private static func drawing(of node: ViewNode) -> [String] {
        node.descendants.map { view in
            "\(view.kind) \(view.texts) \(view.systemImage ?? "") " + view.modifiers.map { "\($0.name)\($0.arguments)" }.joined(separator: " ")
        }
    }

    private static func quoted(_ texts: [String]) -> String {
        texts.isEmpty ? "nothing" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The problem asks for "a Home button anywhere" that returns to the root: on each screen a link pushes through
    /// `.onOpenURL` (the trip, then its log), a button labelled Home (or showing a `house` symbol) is tapped as a
    /// person would, and the path must be empty after it. Tapping runs the learner's own action, so a Home that reads
    /// a router the environment does not hold (a `RootView` without `.environment(router)`) crashes here, as the app
    /// would. A screen without such a button is advice only: how a screen offers Home is the learner's design. Needs
    /// the `popToRoot()` step: a `popToRoot()` that leaves screens fails there, once.
    private func homeStep(
        _ makeScreen: @MainActor () -> any Screen, _ links: Links, needs popToRoot: StepOutcome, _ check: CheckContext
    ) async {
        await check.step("through .onOpenURL, Home on a pushed screen returns to the root", section: .interview, needs: popToRoot) {
            var tapped: [String] = []
            var without: [String] = []
            for (link, name) in [(links.trip, "the trip's screen"), (links.tripLog, "the log's screen")] {
                let screen = makeScreen()
                await screen.appear()
                try screen.open(link.url)
                // A link that pushes nothing fails the steps above.
                guard !read(screen.navigationPath).isEmpty else { continue }
                guard let label = try Self.tapHome(on: screen) else {
                    without.append(name)
                    continue
                }
                let after = await pathSettling(on: screen) { $0.isEmpty }
                guard after.isEmpty else {
                    return result(.fail, "an empty path after tapping \(label) on \(name), opened by \(link.url.absoluteString)",
                                  describe(after), screen.location(of: label) ?? probe.locations.popToRoot,
                                  hint: "Home must return to the root from every screen: call router.popToRoot() on the router the stack is bound to (the one RootView puts in the environment).")
                }
                tapped.append(name)
            }
            if tapped.isEmpty {
                return result(.pass, "a Home button on the pushed screens", "no Home button on \(without.joined(separator: " or "))",
                              nil, advice: true, hint: "Advice: the problem asks for a Home button anywhere that returns to the root; give every pushed screen one.")
            }
            let missing = without.isEmpty ? "" : "; no Home button on \(without.joined(separator: " or "))"
            return result(.pass, "an empty path after Home on each pushed screen", "Home on \(tapped.joined(separator: " and ")) emptied the path" + missing,
                          probe.locations.popToRoot, advice: !without.isEmpty,
                          hint: without.isEmpty ? "" : "Advice: the problem asks for a Home button anywhere; give every pushed screen one.")
        }
    }

    /// The screen's path after an action: read at once, and read again after the work the action started has run
    /// (`settle()`, for a Home written as `Task { router.popToRoot() }`) only when it is not yet what `wanted` accepts.
    /// Settling needs the concurrency runtime's threads, which a program that used up its processes (a fork bomb)
    /// cannot get: a synchronous action must not depend on them.
    private func pathSettling(on screen: any Screen, until wanted: ([ValueShape]) -> Bool) async -> [ValueShape] {
        let now = read(screen.navigationPath)
        if wanted(now) { return now }
        await screen.settle()
        return read(screen.navigationPath)
    }

    /// Taps the screen's Home button (labelled Home, or a `house` symbol) and returns how it was found; nil when the
    /// screen has none. A Home that is there but disabled is an error the step reports.
    private static func tapHome(on screen: any Screen) throws -> String? {
        for label in ["Home", "house", "house.fill"] {
            do {
                try screen.tap(label)
                return label == "Home" ? "Home" : "the \(label) button"
            } catch let error as ViewHostError where error.reason == .missing {
                continue
            }
        }
        return nil
    }

    /// The system back button on the log's screen, opened through `.onOpenURL`, must leave the trip open: the stack
    /// writes the shorter path back through its binding. A stack drawn from a copy of the path
    /// (`NavigationStack(path: .constant(router.path))`) looks right for every link and cannot go back.
    private func backStep(
        _ makeScreen: @MainActor () -> any Screen, _ links: Links, needs logLink: StepOutcome, _ check: CheckContext
    ) async {
        await check.step("through .onOpenURL, going back from the log leaves the trip open", section: .interview, needs: logLink) {
            let screen = makeScreen()
            await screen.appear()
            try screen.open(links.tripLog.url)
            let opened = read(screen.navigationPath)
            // The step it needs saw this link push the trip and its log; a program that pushes them only sometimes fails here.
            guard let steps = links.tripLog.opens, steps.count == 2, same(opened, routes(steps)) else {
                return result(.fail, "\(describe(routes(links.tripLog.opens ?? []))) after opening \(links.tripLog.url.absoluteString) again",
                              describe(opened), screen.openURLLocation ?? probe.locations.open,
                              hint: "Opening the same link must push the same stack every time: build the path from the link alone.")
            }
            try screen.back()
            let expected = routes(Array(steps.prefix(1)))
            let after = await pathSettling(on: screen) { same($0, expected) }
            if same(after, expected) {
                return result(.pass, "\(describe(expected)) after going back from the log", describe(after), screen.openURLLocation)
            }
            return result(.fail, "\(describe(expected)) after going back from the log", describe(after), screen.openURLLocation,
                          hint: "Bind the stack to the router's path itself, NavigationStack(path: $router.path), so that going back shortens it; a .constant(...) or a copy cannot.")
        }
    }

    /// Links keep working however the stack was left: on one screen, the log link, then back to the first screen at
    /// once (the back button's menu writes the empty path through the stack's binding in one change), then the same
    /// link again, then a trip of another id. A router that skips a link equal to the last one, a stack drawn from a
    /// copy of the router's path (`@State` synced in `.onChange`: the router still holds the old path, so the same
    /// link changes nothing), a binding that drops one screen per change, or a router that stops after some links all
    /// leave a stack other than the link's.
    private func againStep(
        _ makeScreen: @MainActor () -> any Screen, _ links: Links, needs logLink: StepOutcome, _ check: CheckContext
    ) async {
        let title = "through .onOpenURL, links work again after going back to the root: the log link, the root, the same link, then /trips/<other id>"
        await check.step(title, section: .interview, needs: logLink) {
            let screen = makeScreen()
            await screen.appear()
            let location = screen.openURLLocation ?? probe.locations.open
            let bindHint = "Draw the stack from the router's own path, NavigationStack(path: $router.path), and build the path from each link alone: no copy of the path kept in sync, no link skipped because it was opened before."
            var done: [String] = []
            for (index, link) in [links.tripLog, links.tripLog, links.trip].enumerated() {
                if index == 1 {
                    try screen.backToRoot()
                    let root = await pathSettling(on: screen) { $0.isEmpty }
                    guard root.isEmpty else {
                        return result(.fail, "an empty path after going back to the first screen (the back button's menu) from the log",
                                      describe(root), location,
                                      hint: "Let the stack write any shorter path back: bind it to the path itself, NavigationStack(path: $router.path), not a Binding whose set drops one screen.")
                    }
                    done.append("back to the root")
                }
                try screen.open(link.url)
                guard let steps = link.opens else { continue }
                let expected = routes(steps)
                let actual = await pathSettling(on: screen) { same($0, expected) }
                done.append("opened \(link.url.absoluteString)")
                guard same(actual, expected) else {
                    return result(.fail, "\(describe(expected)) after: \(done.joined(separator: ", "))", describe(actual), location, hint: bindHint)
                }
            }
            return result(.pass, "each link's stack after: \(done.joined(separator: ", "))", describe(read(screen.navigationPath)), location)
        }
    }

    // MARK: Describing

    /// The routes `steps` name, each read by shape as soon as the learner's `Route` makes it: a route that is an
    /// object could otherwise be changed by the next one made.
    private func routes(_ steps: [DeepLink.Step]) -> [ValueShape] {
        steps.map { step in
            switch step {
            case .trip(let id): ValueShape(of: probe.trip(id))
            case .log(let tripID): ValueShape(of: probe.log(tripID))
            }
        }
    }

    private func hint(link: DeepLink, before: [ValueShape], actual: [ValueShape]) -> String {
        guard let opens = link.opens else {
            if actual.isEmpty {
                return "A malformed link must not clear the stack: check the link first (guard … else { return }), then assign the path."
            }
            return "Reject the link before touching the path, log links included: parts.first == \"trips\", parts.count >= 2, and Int(parts[1]) reads the whole id (Int(\"42.0\") is nil; never a default such as ?? 0)."
        }
        let expected = routes(opens)
        if same(actual, before + expected) { return "Assign the whole stack (path = [.trip(id: id)]) instead of appending: a link describes the entire stack." }
        if actual.isEmpty { return "open(_:) left the path empty: split url.pathComponents, read the id with Int(_:), then assign path." }
        if !before.isEmpty && same(actual, before) {
            return "open(_:) left the path as it was: assign the link's whole stack every time, even when it names the trip already open."
        }
        if !before.isEmpty && actual.count > expected.count && Array(actual.prefix(before.count)).elementsEqual(before, by: { $0.isSame(as: $1) }) {
            return "Assign the whole stack (path = [.trip(id: id)], then the log) instead of keeping what was there: a link describes the entire stack."
        }
        if expected.count == 2 && same(actual, [expected[1]]) { return "The log sits on top of its trip: the path needs .trip(id:) first, then .log(tripID:)." }
        if expected.count == 1 && actual.count == 2 && same(Array(actual.prefix(1)), expected) { return "Append .log(tripID:) only when the link's third segment is \"log\"." }
        return "Read the id with Int(parts[1]) and build the path from the link's segments."
    }

    // MARK: Comparing

    /// A path read by shape (`ValueShape`) the moment it is observed, route by route. Never compared with the learner's
    /// `==` (a `Route` whose `==` called every trip equal passed), and never read later: a `Route` that is a class
    /// could change the routes already on the path when the check makes the routes it expects
    /// (`Tests/Hostile/router-routes-rewritten.swift`).
    private func read(_ path: [AnyHashable]) -> [ValueShape] {
        path.map { ValueShape(of: $0) }
    }

    private func same(_ actual: [ValueShape], _ expected: [ValueShape]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { $0.isSame(as: $1) }
    }

    /// `[.trip(id: 42), .log(tripID: 42)]`.
    private func describe(_ path: [ValueShape]) -> String {
        "[" + path.map(\.description).joined(separator: ", ") + "]"
    }

    /// A failed step when a route cannot be read by shape (it reflects or describes itself with its own code).
    private func unreadable(_ actual: [ValueShape], _ expected: [ValueShape]) -> Verdict? {
        guard let type = (actual + expected).lazy.compactMap(\.unreadableType).first else { return nil }
        let name = ValueShape.shortName(type)
        return result(.fail, "routes the check can read", "\(name) reflects or describes itself with its own code (customMirror, "
                      + "description), so the check cannot tell its routes apart", probe.locations.route,
                      hint: "Remove \(name)'s customMirror and description: the check reads each route's case and payload.")
    }

    /// A failed step when the learner's `Route` does not make what the contract names: `Route.trip(id: 42)` must be
    /// the case `trip` holding 42. The routes the check expects are made by the learner's `Route`, so a `trip(id:)`
    /// that is a factory dropping the id made every expected route match a router that never read one
    /// (`Tests/Hostile/router-factories-drop-ids.swift`, which passed every step).
    private func unlikeContract(_ steps: [DeepLink.Step], _ made: [ValueShape]) -> Verdict? {
        for (step, shape) in zip(steps, made) {
            let (call, spelled) = switch step {
            case .trip(let id): ("Route.trip(id: \(id))", ".trip(id: \(id))")
            case .log(let tripID): ("Route.log(tripID: \(tripID))", ".log(tripID: \(tripID))")
            }
            guard shape.description != spelled else { continue }
            return result(.fail, "\(call) to make the route \(spelled)", "it made \(shape.description)", probe.locations.route,
                          hint: "Keep Route's cases as the starter declares them, case trip(id: Int) and case log(tripID: Int): "
                            + "the path holds those cases with their ids, and the check makes the routes it expects with them.")
        }
        return nil
    }

    private func result(
        _ status: CheckResult.Status, _ expected: String, _ actual: String, _ location: SourcePoint?,
        advice: Bool = false, hint: String = ""
    ) -> Verdict {
        Verdict(passed: status == .pass, expected: expected, actual: actual, at: location, hint: hint, section: .interview, advice: advice)
    }
}

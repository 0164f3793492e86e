import Foundation
import QuestUI
import Testing
@testable import QuestChecks

@MainActor @Suite("The router check, other path types and through .onOpenURL")
struct RouterThroughViewTests {
    @Test("passes a NavigationPath router, Codable round trip included")
    func navigationPathRouter() async throws {
        let results = await RouterCheck(probe: RouterProbes.navigationPath).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        let codable = try #require(results.first { $0.name.contains("Codable") })
        let id = RouterCheckTests.ids().first
        #expect(codable.advice == nil && codable.actual == "[.trip(id: \(id)), .log(tripID: \(id))]")
    }

    @Test("opens the links through the view's .onOpenURL")
    func linkView() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { LinkRootView() }).run()
        let throughView = results.filter { $0.name.hasPrefix("through .onOpenURL") }
        #expect(throughView.count == 7)
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        // Its pushed screens show text only: no Home button is advice, not a failure.
        let home = try #require(results.first { $0.name == "through .onOpenURL, Home on a pushed screen returns to the root" })
        #expect(home.advice != nil && home.actual.contains("no Home button"), "\(home)")
    }

    @Test("taps Home on the trip's and the log's screens: the path is empty after each")
    func homeButtons() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { HomeLinkRootView() }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        let home = try #require(results.first { $0.name == "through .onOpenURL, Home on a pushed screen returns to the root" })
        #expect(home.advice == nil && home.actual.contains("the trip's screen and the log's screen"), "\(home)")
    }

    @Test("fails a Home that clears another router than the stack's, and only that step")
    func homeOnAnotherRouter() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { HomeOwnRouterLinkRootView() }).run()
        let failures = results.filter(\.failed)
        #expect(failures.map(\.name) == ["through .onOpenURL, Home on a pushed screen returns to the root"], "\(failures)")
        #expect(failures.first?.hint.contains("router.popToRoot()") == true)
    }

    @Test("fails a stack drawn from .constant(router.path) on going back, one screen or to the root, and only there")
    func constantPath() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { ConstantPathLinkRootView() }).run()
        let failures = results.filter(\.failed)
        #expect(failures.map(\.name) == [
            "through .onOpenURL, going back from the log leaves the trip open",
            "through .onOpenURL, links work again after going back to the root: the log link, the root, the same link, then /trips/<other id>",
        ], "\(failures)")
        #expect(failures.first?.hint.contains(".constant") == true)
        #expect(failures.last?.actual.contains(".trip") == true, "\(failures.last?.actual ?? "")")
    }

    @Test("does not pass going back when the log link pushed nothing: that step waits for the link's own")
    func backNeedsTheLogLink() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { UnboundLinkRootView() }).run()
        let back = results.filter { $0.name == "through .onOpenURL, going back from the log leaves the trip open" }
        #expect(back.allSatisfy { $0.status != .pass }, "\(back)")
        #expect(results.contains { $0.name.hasPrefix("through .onOpenURL, https://") && $0.failed })
    }

    @Test("fails a .log case that draws the trip's screen, at the navigationDestination, and only that step")
    func logShowsTrip() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { LogShowsTripRootView() }).run()
        let failures = results.filter(\.failed)
        #expect(failures.map(\.name) == ["through .onOpenURL, the log's screen is not the trip's"], "\(failures)")
        #expect(failures.first?.hint.contains("TripLog") == true)
        #expect(failures.first?.file?.hasSuffix("LinkViewStyles.swift") == true && failures.first?.line == 116, "\(failures)")
    }

    @Test("passes one screen type for trip and log whose log loads in .task: the screens are read again once their work ran")
    func logLoadedInTask() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { LogLoadsInTaskRootView() }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
    }

    @Test("passes a log of its own view type that shows the trip's words")
    func logOfItsOwnType() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { LogTitledLikeTripRootView() }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
        #expect(results.contains { $0.name == "through .onOpenURL, the log's screen is not the trip's" && $0.status == .pass })
    }

    @Test("fails a stack with no destination for its routes, and says to add one")
    func noDestination() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { NoDestinationRootView() }).run()
        let failure = try #require(results.first { $0.name == "through .onOpenURL, the log's screen is not the trip's" })
        #expect(failure.failed)
        #expect(failure.hint.contains(".navigationDestination(for: Route.self)"))
        #expect(failure.actual.contains("No navigationDestination"), "\(failure)")
    }

    @Test("without a view to open links through, says so as advice and passes the router")
    func missingLinkViewIsAdvice() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, missingLinkView: "no view applies .onOpenURL").run()
        let step = try #require(results.first { $0.name == "through .onOpenURL, a view opens links" })
        #expect(step.status == .pass && step.advice != nil && step.actual == "no view applies .onOpenURL", "\(step)")
        #expect(!results.contains { $0.failed })
        #expect(await RouterCheck(probe: RouterProbes.answer).run().allSatisfy { !$0.name.hasPrefix("through .onOpenURL") })
    }

    @Test("fails a view whose stack is not bound to the router, and says to bind it")
    func unboundView() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { UnboundLinkRootView() }).run()
        let failure = try #require(results.first { $0.failed })
        #expect(failure.name.hasPrefix("through .onOpenURL"))
        #expect(failure.hint.contains("NavigationStack(path: $router.path)"))
        #expect(failure.file?.hasSuffix("LinkViewStyles.swift") == true && failure.line == 31, "\(failure)")
    }
}

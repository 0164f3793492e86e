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
    func linkView() async {
        let results = await RouterCheck(probe: RouterProbes.answer, linkView: { LinkRootView() }).run()
        let throughView = results.filter { $0.name.hasPrefix("through .onOpenURL") }
        #expect(throughView.count == 3)
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
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

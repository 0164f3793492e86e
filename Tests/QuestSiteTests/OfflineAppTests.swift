import Foundation
import Testing
@testable import QuestSite

@Suite("The web app manifest and the service worker a build writes")
struct OfflineAppTests {
    /// The build named in `sw.js`'s generated line.
    private func build(in worker: String) throws -> String {
        let line = try #require(worker.split(separator: "\n").first { $0.hasPrefix("var QUEST_BUILD = ") })
        return String(line.dropFirst("var QUEST_BUILD = \"".count).dropLast(2))
    }

    @Test("sw.js names the build's fingerprint and every file but the Anki packages and itself, then the template's worker")
    func workerNamesTheBuild() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let worker = try fixture.read(OfflineApp.serviceWorkerName)
        let manifest = try #require(BuildManifest.read(from: fixture.output))
        #expect(try build(in: worker) == manifest.inputs)
        let template = try String(contentsOf: SiteFixture.templates.appendingPathComponent("sw.js"), encoding: .utf8)
        #expect(worker.hasSuffix(template))
        let kept = manifest.files.filter { !$0.hasSuffix(".apkg") && $0 != OfflineApp.serviceWorkerName }
        let listed = try JSONEncoder().encode(kept)
        #expect(worker.contains("var QUEST_FILES = \(String(decoding: listed, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/"));"))
        #expect(kept.contains("lesson22/cards.html") && kept.contains(OfflineApp.manifestName) && kept.contains("search-index.js"))
        #expect(manifest.files.contains(OfflineApp.serviceWorkerName))
    }

    @Test("a changed lesson changes the worker's build; the same inputs give the same bytes")
    func workerFollowsTheInputs() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let first = try fixture.read(OfflineApp.serviceWorkerName)
        let again = fixture.root.appendingPathComponent("Again")
        try fixture.build(output: again)
        #expect(try fixture.read(OfflineApp.serviceWorkerName, in: again) == first)
        #expect(try fixture.read(OfflineApp.manifestName, in: again) == fixture.read(OfflineApp.manifestName))
        try fixture.addLesson(3)
        try fixture.build()
        let second = try fixture.read(OfflineApp.serviceWorkerName)
        #expect(try build(in: second) != build(in: first))
        #expect(second.contains("\"lesson3/index.html\""))
    }

    @Test("the manifest names the course and starts at its index, relative to itself")
    func manifestNamesTheCourse() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(fixture.read(OfflineApp.manifestName).utf8)) as? [String: Any])
        #expect(manifest["start_url"] as? String == "index.html")
        #expect(manifest["scope"] as? String == "./")
        #expect(manifest["display"] as? String == "standalone")
        #expect((manifest["name"] as? String)?.isEmpty == false)
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons.first?["src"] == OfflineApp.iconName)
        #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(OfflineApp.iconName).path))
    }
}

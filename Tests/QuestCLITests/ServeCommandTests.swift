import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// `quest serve` end to end: the real binary on a free port, fetched with a real HTTP client (URLSession).
@Suite("quest serve, end to end")
struct ServeCommandTests {
    /// A running `quest serve` and everything it printed so far.
    final class Server {
        /// What the process printed so far, appended from the pipe's reading thread.
        final class Printed: Sendable {
            let text = Mutex("")
        }

        let process: Process
        private let printed = Printed()

        init(_ arguments: [String]) throws {
            let binary = try #require(EndToEndTests.binary, "build quest first: swift build")
            process = Process()
            process.executableURL = binary
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            pipe.fileHandleForReading.readabilityHandler = { [printed] handle in
                let data = handle.availableData
                printed.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        var output: String { printed.text.withLock { $0 } }

        /// Waits (up to `limit`) for the output to contain `text`.
        func waitFor(_ text: String, limit: Duration = .seconds(60)) -> Bool {
            let deadline = ContinuousClock.now + limit
            while ContinuousClock.now < deadline {
                if output.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return output.contains(text)
        }

        /// Waits (up to `limit`) for the process to end.
        func waitForExit(limit: Duration = .seconds(20)) -> Bool {
            let deadline = ContinuousClock.now + limit
            while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return !process.isRunning
        }
    }

    private static func get(_ url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Fetches `url` until `isDone` accepts the body or `limit` passes; returns the last body and when it was accepted.
    private static func poll(_ url: String, limit: Duration, until isDone: (String) -> Bool) async throws -> (body: String, after: Duration?) {
        let start = ContinuousClock.now
        var body = ""
        // At least 20 requests whatever the clock says: on a machine busy with the other tests, this task may get no
        // thread for most of the limit, and a deadline alone would expire after a request or two.
        var attempts = 0
        while attempts < 20 || ContinuousClock.now - start < limit {
            body = try await get(url).body
            if isDone(body) { return (body, ContinuousClock.now - start) }
            attempts += 1
            try await Task.sleep(for: .milliseconds(50))
        }
        return (body, nil)
    }

    @Test("serves the site, shows a saved title without a restart, overlays a broken lesson's errors, refuses a taken port, stops on SIGINT")
    func liveReload() async throws {
        let lessons = try CLI.lessons()
        defer { CLI.remove(lessons) }
        let site = lessons.deletingLastPathComponent().appendingPathComponent("Site")
        let templates = CLI.root.appendingPathComponent("Templates").path
        let server = try Server(["serve", "--lessons", lessons.path, "--templates", templates, "--out", site.path, "--port", "0"])
        defer { if server.process.isRunning { server.process.terminate() } }

        #expect(server.waitFor("Built "), "no first build: \(server.output)")
        let address = try #require(server.output.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), "\(server.output)")
        let root = String(address.output.0)
        let index = try await Self.get(root)
        #expect(index.status == 200)
        #expect(index.body.contains("Toolbars, menus, and search"))
        #expect(index.body.contains("<script src=\"/__quest/live.js\""))

        // A save shows in the served page without a restart. How soon is a figure, not an assertion (a timed
        // assertion flakes on a loaded machine): the README records it, measured by Scripts/bench-serve.sh.
        let lesson = lessons.appendingPathComponent("lesson22.md")
        let original = try String(contentsOf: lesson, encoding: .utf8)
        let retitled = original.replacingOccurrences(of: "title: Toolbars, menus, and search", with: "title: Toolbars, retitled")
        try Data(retitled.utf8).write(to: lesson)
        let page = root + "lesson22/index.html"
        let changed = try await Self.poll(page, limit: .seconds(30)) { $0.contains("<title>Lesson 22: Toolbars, retitled") }
        #expect(changed.after != nil, "the new title was not served; output: \(server.output)")

        // A broken lesson: the errors, with file:line, over the last good page.
        try Data(retitled.replacingOccurrences(of: "lesson: 22", with: "lesson: twenty-two").utf8).write(to: lesson)
        let broken = try await Self.poll(page, limit: .seconds(30)) { $0.contains("quest-serve-errors") }
        #expect(broken.after != nil, "no error overlay; output: \(server.output)")
        #expect(broken.body.contains("\(lesson.path):2:9: error: the lesson number must be a positive whole number, not `twenty-two` [invalid-lesson-number]"))
        #expect(broken.body.contains("<title>Lesson 22: Toolbars, retitled"), "the last good page stays served")

        // Nothing of the preview is in the built site.
        let built = try String(contentsOf: site.appendingPathComponent("lesson22/index.html"), encoding: .utf8)
        #expect(!built.contains("__quest") && !built.contains("quest-serve"))

        // A second server on the same port is refused with a clear message.
        let port = String(address.output.1)
        let second = try Server(["serve", "--lessons", lessons.path, "--templates", templates, "--out", site.path, "--port", port])
        #expect(second.waitForExit())
        #expect(second.process.terminationStatus == 1)
        #expect(second.output.contains("error: port \(port) on 127.0.0.1 is taken"), "\(second.output)")

        // Ctrl-C stops it cleanly.
        kill(server.process.processIdentifier, SIGINT)
        #expect(server.waitForExit(), "quest serve did not stop on SIGINT")
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        #expect(server.output.contains("Stopped."))
        await #expect(throws: (any Error).self) { try await Self.get(root) }
    }
}

import Foundation
import QuestMustache

/// What the preview server answers: the built site's files as they are, except that every HTML page gets the reload
/// script and, while the last build failed, an overlay with its errors. Nothing of either is ever written to the site.
struct PreviewPages: Sendable {
    /// The built site (`Site/`).
    let site: URL

    /// The server's own addresses, under a prefix no site file can have (quest writes no `__quest` folder).
    static let generationPath = "/__quest/generation"
    static let scriptPath = "/__quest/live.js"

    /// How the server's state shows in a page.
    struct State: Sendable, Equatable {
        /// Bumped after every build, good or failed; a page that saw another number reloads.
        var generation = 0
        /// The failed build's errors (`Lessons/x.md:3:1: error: …`); empty after a good build.
        var problems: [String] = []
    }

    func response(to request: HTTPRequest, state: State) -> HTTPResponse {
        switch request.path {
        case Self.generationPath:
            return HTTPResponse(contentType: "text/plain; charset=utf-8", body: Data(String(state.generation).utf8))
        case Self.scriptPath:
            return HTTPResponse(contentType: "text/javascript; charset=utf-8", body: Data(Self.script.utf8))
        default:
            return file(at: request.path, state: state)
        }
    }

    private func file(at path: String, state: State) -> HTTPResponse {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // Hidden names cover `..`, `.` and the build's own `.quest-cache.json`.
        guard !parts.contains(where: { $0.hasPrefix(".") || $0.contains("\0") }) else { return notFound(state) }
        var relative = parts.joined(separator: "/")
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: site.appendingPathComponent(relative).path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            // `/lesson22` → `/lesson22/`, so the page's relative links resolve inside its folder.
            guard path.hasSuffix("/") else {
                return HTTPResponse(status: 301, contentType: "text/plain; charset=utf-8", body: Data(), location: path + "/")
            }
            relative += relative.isEmpty ? "index.html" : "/index.html"
        }
        guard let data = fileManager.contents(atPath: site.appendingPathComponent(relative).path) else { return notFound(state) }
        let type = Self.contentType(of: relative)
        return HTTPResponse(contentType: type, body: type.hasPrefix("text/html") ? inject(into: data, state: state) : data)
    }

    private func notFound(_ state: State) -> HTTPResponse {
        let page = FileManager.default.contents(atPath: site.appendingPathComponent("404.html").path)
            ?? Data("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head><body><p>Not found: the site is not built yet.</p></body></html>".utf8)
        return HTTPResponse(status: 404, contentType: "text/html; charset=utf-8", body: inject(into: page, state: state))
    }

    /// The page with the reload script, and the overlay when the last build failed, just before `</body>`.
    func inject(into page: Data, state: State) -> Data {
        var addition = "<script src=\"\(Self.scriptPath)\" data-generation=\"\(state.generation)\"></script>\n"
        if !state.problems.isEmpty {
            let lines = state.problems.map { HTMLEscaping.escape($0) }.joined(separator: "\n")
            addition += """
                <div id="quest-serve-errors" role="alert" style="position:fixed;inset:0;z-index:2147483647;overflow:auto;\
                padding:2rem;background:rgba(28,8,8,0.94);color:#fff;font:15px/1.5 ui-monospace,monospace">
                <p style="font-size:1.2em;margin:0 0 1rem"><strong>The build failed.</strong> Below the overlay is the last \
                good page; fix the file and save, and this page reloads.</p>
                <pre style="white-space:pre-wrap;margin:0">\(lines)</pre>
                </div>

                """
        }
        let marker = Data("</body>".utf8)
        guard let range = page.range(of: marker, options: .backwards) else { return page + Data(addition.utf8) }
        var result = page
        result.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(addition.utf8))
        return result
    }

    /// Polls the generation and reloads the page when it moves on; a few bytes a quarter second, only on this machine.
    static let script = """
        // Added by `quest serve` to the pages it serves (never part of the built site): reload after each rebuild.
        (function () {
          var seen = document.currentScript.getAttribute("data-generation");
          function poll() {
            fetch("\(generationPath)", { cache: "no-store" })
              .then(function (response) { return response.text(); })
              .then(function (generation) { if (generation !== seen) { location.reload(); } else { setTimeout(poll, 250); } })
              .catch(function () { setTimeout(poll, 1000); });
          }
          setTimeout(poll, 250);
        })();

        """

    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "tsv": "text/tab-separated-values; charset=utf-8"
        case "svg": "image/svg+xml"
        case "webmanifest": "application/manifest+json"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}

import Foundation
@testable import QuestServe
import Testing

@Suite("the preview's pages: reload script and error overlay added as served, never written")
struct PreviewPagesTests {
    final class Site {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("quest-serve-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url.appendingPathComponent("lesson22"), withIntermediateDirectories: true)
            try Data("<html><body><p>Index</p></body></html>".utf8).write(to: url.appendingPathComponent("index.html"))
            try Data("<html><body><p>Lesson</p></body></html>".utf8).write(to: url.appendingPathComponent("lesson22/index.html"))
            try Data("body {}".utf8).write(to: url.appendingPathComponent("style.css"))
            try Data("{}".utf8).write(to: url.appendingPathComponent(".quest-cache.json"))
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    private func get(_ path: String, _ site: Site, _ state: PreviewPages.State = .init()) -> HTTPResponse {
        PreviewPages(site: site.url).response(to: HTTPRequest(method: "GET", path: path), state: state)
    }

    private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test("pages get the reload script before </body>, with the generation they were served at; the file is unchanged")
    func injectsScript() throws {
        let site = try Site()
        let page = get("/", site, .init(generation: 7))
        #expect(page.status == 200)
        #expect(text(page) == "<html><body><p>Index</p><script src=\"/__quest/live.js\" data-generation=\"7\"></script>\n</body></html>")
        #expect(try String(contentsOf: site.url.appendingPathComponent("index.html"), encoding: .utf8) == "<html><body><p>Index</p></body></html>")
        #expect(text(get("/__quest/generation", site, .init(generation: 7))) == "7")
        #expect(text(get("/__quest/live.js", site)).contains("location.reload()"))
    }

    @Test("other files are served as they are, with their type")
    func servesFiles() throws {
        let site = try Site()
        let css = get("/style.css", site)
        #expect(css.contentType == "text/css; charset=utf-8")
        #expect(text(css) == "body {}")
        #expect(get("/lesson22/", site).status == 200)
        let redirect = get("/lesson22", site)
        #expect(redirect.status == 301)
        #expect(redirect.location == "/lesson22/")
    }

    @Test("after a failed build every page shows the errors, escaped, over the last good page")
    func overlay() throws {
        let site = try Site()
        let problems = ["Lessons/lesson22.md:3:1: error: `title:` is empty <b> [missing-title]"]
        let page = text(get("/lesson22/", site, .init(generation: 2, problems: problems)))
        #expect(page.contains("<p>Lesson</p>"))
        #expect(page.contains("id=\"quest-serve-errors\""))
        #expect(page.contains("Lessons/lesson22.md:3:1: error: `title:` is empty &lt;b&gt; [missing-title]"))
    }

    @Test("hidden files, .. and missing files are 404", arguments: ["/.quest-cache.json", "/../etc/passwd", "/lesson22/../../x", "/nope.html"])
    func notFound(path: String) throws {
        let site = try Site()
        let response = get(path, site)
        #expect(response.status == 404)
        #expect(response.contentType.hasPrefix("text/html"))
    }
}

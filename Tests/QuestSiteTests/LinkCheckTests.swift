import Foundation
import QuestSite
import Testing

/// Every internal link and anchor of a built site resolves: hrefs and srcs to files that exist, fragments to ids
/// on the target page.
@Suite("links in the built site")
struct LinkCheckTests {
    @Test("every internal link and anchor resolves")
    func everyLinkResolves() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        for number in [1, 2] { try fixture.addLesson(number) }
        try fixture.build()
        let problems = try LinkChecker(site: fixture.output).problems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the checker itself notices a broken link and a missing anchor")
    func checkerFindsProblems() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.output, withIntermediateDirectories: true)
        let page = ##"<p id="here"><a href="missing.html">x</a> <a href="#nowhere">y</a> <a href="#here">z</a></p>"##
        try Data(page.utf8).write(to: fixture.output.appendingPathComponent("index.html"))
        let problems = try LinkChecker(site: fixture.output).problems()
        #expect(problems.count == 2)
    }
}

/// Reads `href`, `src` and `id` attributes out of built pages (quest writes them double-quoted) and resolves links.
struct LinkChecker {
    let site: URL

    func problems() throws -> [String] {
        let tree = try SiteFixture.tree(site)
        let pages = tree.keys.filter { $0.hasSuffix(".html") }.sorted()
        var ids: [String: Set<String>] = [:]
        for page in pages {
            let html = String(decoding: tree[page]!, as: UTF8.self)
            ids[page] = Set(html.matches(of: /\sid="([^"]*)"/).map { String($0.1) })
        }
        var problems: [String] = []
        for page in pages {
            let html = String(decoding: tree[page]!, as: UTF8.self)
            for match in html.matches(of: /\s(?:href|src)="([^"]*)"/) {
                let link = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
                if link.contains(":") { continue }  // external (http:, https:, mailto:)
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let fragment = parts.count > 1 ? String(parts[1]) : nil
                var target = page
                if !path.isEmpty {
                    let base = (page as NSString).deletingLastPathComponent
                    var resolved = URL(fileURLWithPath: "/" + base).appendingPathComponent(path).standardizedFileURL.path
                    if path.hasSuffix("/") { resolved += "/index.html" }
                    target = String(resolved.dropFirst())
                    guard tree[target] != nil else {
                        problems.append("\(page): \(link) → \(target) does not exist")
                        continue
                    }
                }
                if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), ids[target]?.contains(fragment) != true {
                    problems.append("\(page): \(link) → no id \"\(fragment)\" in \(target)")
                }
            }
        }
        return problems
    }
}

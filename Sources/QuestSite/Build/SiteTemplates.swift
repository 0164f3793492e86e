public import Foundation
import QuestCore
import QuestHTML
import QuestMustache

/// The templates folder, compiled: the pages, their partials, and the static files copied as they are.
public struct SiteTemplates: Sendable {
    /// The pages a site needs; a templates folder without one of them is an error, not an empty page.
    public static let pages = ["layout", "index", "lesson", "cards", "interview", "404"]
    /// Files copied into the site root unchanged, but for `sw.js`, which `OfflineApp` writes after a line of its own.
    public static let assets = ["style.css", "quest.js", "fsrs.js", OfflineApp.serviceWorkerName, OfflineApp.iconName]

    let set: TemplateSet
    /// `style.css` (followed by the highlighter's colours), `quest.js`, `fsrs.js`, `sw.js` and `icon.svg`, by name.
    public let assets: [String: Data]

    /// Compiles every `.mustache` file of `folder` and reads the assets.
    public init(folder: URL) throws {
        try self.init(folders: [folder])
    }

    /// Compiles the `.mustache` files and reads the assets of `folders`, a later folder's file replacing an earlier
    /// one's of the same path: a course's `Templates/` over quest's defaults, so a course restyles one page by
    /// writing only that page.
    public init(folders: [URL]) throws {
        var set = TemplateSet()
        var assetFiles: [String: URL] = [:]
        for folder in folders {
            for path in try Self.templatePaths(in: folder) {
                let url = folder.appendingPathComponent(path)
                let source = try String(contentsOf: url, encoding: .utf8)
                let name = String(path.dropLast(".mustache".count))
                do {
                    set[name] = try MustacheTemplate(source, name: name)
                } catch {
                    throw SiteBuildError(step: "", file: url.path, message: FileProblem.sentence(for: error))
                }
            }
            for name in Self.assets where FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
                assetFiles[name] = folder.appendingPathComponent(name)
            }
        }
        let top = folders.last ?? URL(fileURLWithPath: ".")
        for page in Self.pages where set[page] == nil {
            throw SiteBuildError(step: "", file: top.appendingPathComponent("\(page).mustache").path,
                                 message: "the templates folder has no `\(page).mustache`")
        }
        var assets: [String: Data] = [:]
        for name in Self.assets {
            guard let url = assetFiles[name], let data = try? Data(contentsOf: url) else {
                throw SiteBuildError(step: "", file: top.appendingPathComponent(name).path, message: "the templates folder has no `\(name)`")
            }
            assets[name] = name == "style.css" ? data + Data("\n/* Swift highlighting (QuestHTML) */\n\(HighlightTheme.css)".utf8) : data
        }
        self.set = set
        self.assets = assets
    }

    /// The `.mustache` files below `folder`, relative to it (`partials/header.mustache`), in path order.
    private static func templatePaths(in folder: URL) throws -> [String] {
        let root = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw SiteBuildError(step: "", file: root, message: "cannot read the templates folder")
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".mustache") { paths.append(path) }
        }
        return paths.sorted()
    }

    /// Renders page `name` with `values`, as UTF-8 bytes.
    public func render(_ name: String, _ values: some Encodable) throws -> Data {
        guard let template = set[name] else {
            throw SiteBuildError(step: "", file: nil, message: "the templates folder has no `\(name).mustache`")
        }
        return Data(template.renderUTF8(try MustacheValue(encoding: values), partials: set))
    }
}

public import Foundation
import QuestHTML
import QuestMustache

/// The templates folder, compiled: the pages, their partials, and the static files copied as they are.
public struct SiteTemplates: Sendable {
    /// The pages a site needs; a templates folder without one of them is an error, not an empty page.
    public static let pages = ["layout", "index", "lesson", "cards", "interview", "404"]
    /// Files copied into the site root unchanged.
    public static let assets = ["style.css", "quest.js", "fsrs.js"]

    let set: TemplateSet
    /// `style.css` (followed by the highlighter's colours), `quest.js` and `fsrs.js`, by name.
    public let assets: [String: Data]

    /// Compiles every `.mustache` file of `folder` and reads the assets.
    public init(folder: URL) throws {
        set = try TemplateSet(folder: folder)
        for page in Self.pages where set[page] == nil {
            throw SiteBuildError(step: "", file: folder.appendingPathComponent("\(page).mustache").path,
                                 message: "the templates folder has no `\(page).mustache`")
        }
        var assets: [String: Data] = [:]
        for name in Self.assets {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else {
                throw SiteBuildError(step: "", file: url.path, message: "the templates folder has no `\(name)`")
            }
            assets[name] = name == "style.css" ? data + Data("\n/* Swift highlighting (QuestHTML) */\n\(HighlightTheme.css)".utf8) : data
        }
        self.assets = assets
    }

    /// Renders page `name` with `values`, as UTF-8 bytes.
    public func render(_ name: String, _ values: some Encodable) throws -> Data {
        guard let template = set[name] else {
            throw SiteBuildError(step: "", file: nil, message: "the templates folder has no `\(name).mustache`")
        }
        return Data(template.renderUTF8(try MustacheValue(encoding: values), partials: set))
    }
}

public import Foundation

/// What `quest build` reads and writes, as the user named it on the command line.
public struct SiteOptions: Sendable, Hashable {
    /// The course folder (`Lessons/`).
    public var lessons: URL
    /// The templates folder (`Templates/`): Mustache pages and partials, `style.css`, `quest.js`.
    public var templates: URL
    /// Where the site goes (`Site/`). Replaced as a whole, atomically, at the end of a successful build.
    public var output: URL
    /// The public address of the site (`https://example.com/course/`), for `sitemap.xml`; nil keeps every link relative.
    public var baseURL: String?
    /// The site's name, shown in the header and titles.
    public var siteTitle: String
    /// One sentence under the title on the course index.
    public var siteDescription: String
    /// quest's version: part of every cache key, so that a new quest re-renders everything.
    public var questVersion: String

    public init(
        lessons: URL, templates: URL, output: URL, baseURL: String? = nil,
        siteTitle: String = "Quest: an iOS course",
        siteDescription: String = "Short lessons on building iOS apps with SwiftUI, each with an exercise you can check, review questions, flash cards and an interview problem.",
        questVersion: String
    ) {
        self.lessons = lessons
        self.templates = templates
        self.output = output
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.siteTitle = siteTitle
        self.siteDescription = siteDescription
        self.questVersion = questVersion
    }
}

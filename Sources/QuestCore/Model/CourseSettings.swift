import Foundation

/// What `Lessons/course.md` says about the course as a whole: its name, its public address, the pages' language, the
/// Anki deck its lessons go under, and an introduction for the course index.
///
/// A course without the file has `defaults`; each value the file gives replaces the default.
public struct CourseSettings: Hashable, Codable, Sendable {
    /// The file's name inside the lessons folder. It is never read as a lesson.
    public static let fileName = "course.md"

    /// The site's name, in every page's header and title.
    public var title: String
    /// One sentence under the title on the course index, and every page's `<meta name="description">`.
    public var description: String
    /// The site's public address, ending in `/`; when known, `sitemap.xml` and canonical links are written.
    public var baseURL: String?
    /// The pages' language, as a BCP 47 tag (`en`, `de-CH`).
    public var language: String
    /// The Anki deck that holds each lesson's deck (`Quest` → `Quest::Lesson 22 · …`).
    public var deckName: String
    /// The Markdown after the front matter, shown on the course index; empty when there is none.
    public var introduction: String

    public init(
        title: String, description: String, baseURL: String? = nil, language: String, deckName: String,
        introduction: String = ""
    ) {
        self.title = title
        self.description = description
        self.baseURL = baseURL.map(Self.normalizedBaseURL)
        self.language = language
        self.deckName = deckName
        self.introduction = introduction
    }

    /// The settings of a course without `course.md`.
    public static let defaults = CourseSettings(
        title: "Quest: an iOS course",
        description: "Short lessons on building iOS apps with SwiftUI, each with an exercise you can check, review questions, flash cards and an interview problem.",
        language: "en", deckName: "Quest"
    )

    /// `https://example.com/course` → `https://example.com/course/`, so page paths can be appended.
    public static func normalizedBaseURL(_ url: String) -> String {
        url.hasSuffix("/") ? url : url + "/"
    }

    /// Why `url` cannot be the site's address, or nil when it can: it must be an absolute http(s) URL with a host and
    /// neither query nor fragment.
    public static func baseURLProblem(_ url: String) -> String? {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
              parsed.host.map({ !$0.isEmpty }) ?? false, parsed.query == nil, parsed.fragment == nil else {
            return "expected an absolute http(s) address such as https://example.com/course/"
        }
        return nil
    }

    /// Why `tag` is not a language tag, or nil when it is: letters, then `-`-separated letters or digits (`en`, `pt-BR`).
    public static func languageProblem(_ tag: String) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let isASCIILetter = { (character: Character) in character.isASCII && character.isLetter }
        let primary = parts.first ?? ""
        guard (2...8).contains(primary.count), primary.allSatisfy(isASCIILetter),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else {
            return "expected a language tag such as `en` or `pt-BR`"
        }
        return nil
    }
}

public import QuestCore
import QuestDecks

/// Where each file of the site lives, relative to its root: the one place that names them. Every step writes,
/// reuses and links to files through these, and the build manifest records them. (The templates' links are held
/// to the same files by the site tests, which follow every link of a built site.)
public enum SitePath {
    /// The course index, and the name of each lesson's page inside its folder.
    public static let index = "index.html"
    public static let notFound = "404.html"
    public static let searchIndexJSON = "search-index.json"
    /// The same index for pages opened from `file://`, which cannot fetch the JSON.
    public static let searchIndexScript = "search-index.js"
    public static let sitemap = "sitemap.xml"
    /// The decks folder; what is in it is named by `DeckWriter` (shared with `quest decks`).
    public static let decks = "decks"
    /// `decks/course.apkg`.
    public static let courseDeck = decks + "/" + DeckWriter.courseFileName
    /// `decks/interview.apkg`: the interview track as a deck.
    public static let interviewDeck = decks + "/" + InterviewDeckWriter.fileName
    /// The interview track: every interview part of the course in part order.
    public static let interviewPage = "interview/" + index
    /// Every lesson's card ids, for the cards pages' due counts (a script, so `file://` needs no fetch).
    public static let cardsIndexScript = "cards-index.js"

    /// `lesson22/index.html`.
    public static func lessonPage(_ slug: String) -> String { slug + "/" + index }
    /// `lesson22/cards.html`.
    public static func cardsPage(_ slug: String) -> String { slug + "/cards.html" }
    /// `lesson22/tutorial.html`, written only for a lesson with a `## Build along`.
    public static func tutorialPage(_ slug: String) -> String { slug + "/tutorial.html" }
    /// A lesson's two pages, in the order the manifest and the sitemap list them.
    public static func pages(of slug: String) -> [String] { [lessonPage(slug), cardsPage(slug)] }
    /// A lesson's pages: the two every lesson has, then its tutorial page when it has a tutorial.
    public static func pages(of lesson: Lesson) -> [String] {
        pages(of: lesson.slug) + (lesson.tutorial.map { $0.steps.isEmpty ? [] : [tutorialPage(lesson.slug)] } ?? [])
    }
    /// `decks/lesson22.apkg`, `.tsv` and `.json`, in that order.
    public static func deckFiles(of slug: String) -> [String] { DeckWriter.fileNames(of: slug).map { decks + "/" + $0 } }
    /// `decks/lesson22.json`, the cards with every field (read back by an incremental build).
    public static func deckJSON(of slug: String) -> String { deckFiles(of: slug)[2] }
}

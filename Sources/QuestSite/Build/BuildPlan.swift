import Foundation
import QuestCore
import QuestDecks

/// What a build will do, decided from the inputs and the previous site before anything is written: for each lesson,
/// whether its pages and its decks are reused or made; for each course-wide output, whether it is reused, made from
/// the lessons' outlines, or (the Anki packages) patched from the previous one.
///
/// Every output is a unit with a key, the hash of everything it is made from; a unit whose key and files the previous
/// site has is reused (its files linked), any other is made. The keys and files go into the next manifest.
struct BuildPlan: Sendable, Equatable {
    enum Work: String, Sendable, Equatable {
        /// The previous site's files are linked into the new one.
        case reuse
        /// Made from this build's lessons and outlines (the kept outlines of unchanged lessons, new ones of the rest).
        case make
        /// An Anki package copied from the previous one, only the changed lessons' notes made.
        case patch
    }

    struct LessonWork: Sendable, Equatable {
        var slug: String
        var pages: Work
        var decks: Work
    }

    /// Every lesson, in course order.
    var lessons: [LessonWork]
    /// The course-wide outputs by unit name (`Unit.index`, `Unit.courseDeck` …).
    var outputs: [String: Work]
    /// Every unit's key and files, for the manifest.
    var units: [String: BuildManifest.Unit]
    /// The key of the interview track's cards in the lesson cache (never in the manifest: it names the executable).
    var interviewCardsCacheKey: String

    /// The names of the units.
    enum Unit {
        static func pages(_ slug: String) -> String { "pages/\(slug)" }
        static func decks(_ slug: String) -> String { "decks/\(slug)" }
        static let index = "pages/index"
        static let notFound = "pages/404"
        static let interviewPage = "pages/interview"
        static let searchIndex = "search-index"
        static let sitemap = "sitemap"
        static let cardsIndex = "decks/cards-index"
        static let courseDeck = "decks/course"
        static let interviewDeck = "decks/interview"
        /// What `interview.apkg`'s cards are made from (the parts, the deck name), without the lessons' dates: no
        /// files of its own, so that the next build knows whether the previous package can be re-dated.
        static let interviewCards = "decks/interview-cards"
    }

    /// What `outputs` says of `unit`; a unit the plan does not name is made.
    func work(_ unit: String) -> Work { outputs[unit] ?? .make }

    var lessonsToRender: [String] { lessons.filter { $0.pages != .reuse }.map(\.slug) }
    var decksToExport: [String] { lessons.filter { $0.decks != .reuse }.map(\.slug) }

    /// The plan as lines (`make pages/lesson22`), for tests and for reading.
    var description: [String] {
        lessons.flatMap { ["\($0.pages.rawValue) \(Unit.pages($0.slug))", "\($0.decks.rawValue) \(Unit.decks($0.slug))"] }
            + outputs.keys.sorted().map { "\(outputs[$0]!.rawValue) \($0)" }
    }

    /// Plans the build of `outlines` (every lesson, in course order) over `previous`. `deckKeys`: each lesson's
    /// `deckKey`, in the same order (the load step has them already, for `course.apkg`).
    init(
        outlines: [LessonOutline], deckKeys: [String], settings: CourseSettings, site: SiteValues,
        fingerprint: InputFingerprint, options: SiteOptions, previous: PreviousSite
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let siteJSON = try encoder.encode(site)
        let version = "quest \(options.questVersion)"
        let baseURL = settings.baseURL ?? ""
        var units: [String: BuildManifest.Unit] = [:]

        // A lesson is a function of its file's bytes and quest's version, so its file's digest stands for it. Its
        // pages also depend on the templates, the site values, the base URL (canonical links) and its neighbours'
        // titles (the pager); its decks on the lesson, the course's deck name and the lesson's date only, so editing
        // a template re-renders pages without re-exporting decks.
        var lessonsKey = SHA256()
        lessonsKey.update(field: version)
        let lessonPaths = fingerprint.lessonFiles.keys.sorted()
        var starterFiles: [String: [String]] = [:]
        for (index, outline) in outlines.enumerated() {
            let source = "\(outline.name) \(outline.digest)"
            lessonsKey.update(field: source)
            units[Unit.decks(outline.slug)] = BuildManifest.Unit(key: deckKeys[index], files: SitePath.deckFiles(of: outline.slug))

            var pages = SHA256()
            pages.update(field: fingerprint.templates)
            pages.update(field: baseURL)
            pages.update(siteJSON)
            pages.update(field: source)
            // The tutorial page marks what each step adds to the starter's files, so they are its input too.
            if let starter = outline.tutorialStarter {
                if starterFiles[starter] == nil { starterFiles[starter] = lessonPaths.filter { $0.hasPrefix(starter + "/") } }
                for path in starterFiles[starter] ?? [] { pages.update(field: "\(path) \(fingerprint.lessonFiles[path] ?? "")") }
            }
            for neighbour in [index > 0 ? outlines[index - 1] : nil, index + 1 < outlines.count ? outlines[index + 1] : nil] {
                pages.update(field: neighbour.map { "\($0.number) \($0.slug) \($0.title)" } ?? "-")
            }
            units[Unit.pages(outline.slug)] = BuildManifest.Unit(key: pages.hexDigest(), files: outline.pages)
        }
        let lessonsDigest = lessonsKey.hexDigest()
        units[Unit.courseDeck] = BuildManifest.Unit(
            key: Self.courseDeckKey(deckKeys: deckKeys, version: version), files: [SitePath.courseDeck]
        )
        // Card ids and search entries are functions of each lesson's bytes, so of their digests.
        units[Unit.cardsIndex] = BuildManifest.Unit(key: SHA256.hex(of: "cards index \(lessonsDigest)"), files: [SitePath.cardsIndexScript])
        units[Unit.searchIndex] = BuildManifest.Unit(
            key: SHA256.hex(of: "search index \(lessonsDigest)"), files: [SitePath.searchIndexJSON, SitePath.searchIndexScript]
        )

        var page = SHA256()
        page.update(field: fingerprint.templates)
        page.update(field: baseURL)
        page.update(siteJSON)
        let pageDigest = page.hexDigest()
        units[Unit.notFound] = BuildManifest.Unit(key: SHA256.hex(of: "404 \(pageDigest)"), files: [SitePath.notFound])
        // The index shows each lesson's row and the introduction: an edit that changes neither reuses it.
        var index = SHA256()
        index.update(field: "index \(pageDigest)")
        index.update(field: settings.introduction)
        for outline in outlines {
            index.update(field: "\(outline.number) \(outline.slug) \(outline.exerciseCount) \(outline.questionCount) \(outline.hasInterview)")
            for field in [outline.title, outline.summary ?? "-", outline.platform ?? "-"] { index.update(field: field) }
        }
        units[Unit.index] = BuildManifest.Unit(key: index.hexDigest(), files: [SitePath.index])
        if settings.baseURL != nil {
            var sitemap = SHA256()
            sitemap.update(field: "sitemap \(baseURL)")
            for path in Self.sitemapPaths(outlines) { sitemap.update(field: path) }
            units[Unit.sitemap] = BuildManifest.Unit(key: sitemap.hexDigest(), files: [SitePath.sitemap])
        }
        let interview = try Self.interviewKeys(outlines: outlines, siteJSON: siteJSON, settings: settings, fingerprint: fingerprint, options: options)
        units.merge(interview.units) { $1 }
        interviewCardsCacheKey = interview.cacheKey
        self.units = units

        let lessonUnits = outlines.flatMap { [Unit.pages($0.slug), Unit.decks($0.slug)] }
        let kept = previous.hasUnits(lessonUnits.map { ($0, units[$0]!.key) })
        lessons = outlines.indices.map { index in
            LessonWork(slug: outlines[index].slug, pages: kept[2 * index] ? .reuse : .make, decks: kept[2 * index + 1] ? .reuse : .make)
        }
        var outputs: [String: Work] = [:]
        for unit in [Unit.index, Unit.notFound, Unit.interviewPage, Unit.searchIndex, Unit.sitemap, Unit.cardsIndex] {
            guard let key = units[unit]?.key else { continue }
            outputs[unit] = previous.hasUnit(unit, key: key) ? .reuse : .make
        }
        let someDecksKept = lessons.contains { $0.decks == .reuse }
        if previous.hasUnit(Unit.courseDeck, key: units[Unit.courseDeck]!.key) {
            outputs[Unit.courseDeck] = .reuse
        } else {
            outputs[Unit.courseDeck] = someDecksKept && previous.readablePath(SitePath.courseDeck) != nil ? .patch : .make
        }
        if previous.hasUnit(Unit.interviewDeck, key: units[Unit.interviewDeck]!.key) {
            outputs[Unit.interviewDeck] = .reuse
        } else {
            // Editing a lesson re-dates the track but seldom changes a part: the previous package's notes are
            // copied and re-dated when its cards are the same.
            let sameCards = previous.manifest?.units[Unit.interviewCards]?.key == units[Unit.interviewCards]!.key
            outputs[Unit.interviewDeck] = sameCards && previous.readablePath(SitePath.interviewDeck) != nil ? .patch : .make
        }
        self.outputs = outputs
    }

    /// The key of each lesson's decks, in the order of `outlines`: its file's bytes (by their digest), its date and
    /// the course's deck name.
    static func deckKeys(_ outlines: [LessonOutline], deckName: String, dates: LessonDates, options: SiteOptions) -> [String] {
        let version = "quest \(options.questVersion)"
        return outlines.map { outline in
            var deck = SHA256()
            deck.update(field: "\(version) \(dates.date(ofFile: outline.name).timeIntervalSince1970) \(deckName)")
            deck.update(field: "\(outline.name) \(outline.digest)")
            return deck.hexDigest()
        }
    }

    /// The key of `course.apkg`: `version`, then every lesson's deck key in course order.
    static func courseDeckKey(deckKeys: [String], version: String) -> String {
        var hasher = SHA256()
        hasher.update(field: version)
        for key in deckKeys { hasher.update(field: key) }
        return hasher.hexDigest()
    }

    /// The sitemap's pages: the index, the interview track, then each lesson's.
    static func sitemapPaths(_ outlines: [LessonOutline]) -> [String] {
        [SitePath.index, SitePath.interviewPage] + outlines.flatMap(\.pages)
    }

    /// The interview track's units (`interviewDeck`, `interviewCards`, `interviewPage`) and the key of its cards in
    /// the lesson cache.
    private static func interviewKeys(
        outlines: [LessonOutline], siteJSON: Data, settings: CourseSettings, fingerprint: InputFingerprint, options: SiteOptions
    ) throws -> (units: [String: BuildManifest.Unit], cacheKey: String) {
        // The interview deck and page are made from the lessons' interview parts alone, so editing the rest of a
        // lesson (or a lesson without a part) makes neither again. The deck also stamps the lessons' dates.
        var deckParts = SHA256()
        var partDates = SHA256()
        var pageParts = SHA256()
        for outline in outlines {
            guard let problem = outline.interviewHead else { continue }
            deckParts.update(field: "\(outline.number) \(outline.slug) \(outline.name)")
            deckParts.update(field: outline.interviewDigest)
            partDates.update(field: String(fingerprint.lessonDates.date(ofFile: outline.file).timeIntervalSince1970))
            // What `InterviewPage` shows of a part (`LessonOutline.pageDigest(of:)`), and nothing else.
            pageParts.update(field: "\(outline.number) \(outline.slug) \(outline.title) \(problem.part)")
            pageParts.update(field: outline.interviewPageDigest)
        }
        let parts = deckParts.hexDigest()
        var units: [String: BuildManifest.Unit] = [:]
        var deck = SHA256()
        deck.update(field: "quest \(options.questVersion) \(settings.deckName)")
        deck.update(field: parts)
        deck.update(field: partDates.hexDigest())
        units[Unit.interviewDeck] = BuildManifest.Unit(key: deck.hexDigest(), files: [SitePath.interviewDeck])
        var cards = SHA256()
        cards.update(field: "quest \(options.questVersion) \(settings.deckName)")
        cards.update(field: parts)
        units[Unit.interviewCards] = BuildManifest.Unit(key: cards.hexDigest(), files: [])
        var page = SHA256()
        page.update(field: fingerprint.templates)
        page.update(field: settings.baseURL ?? "")
        page.update(siteJSON)
        page.update(field: "quest \(options.questVersion)")
        page.update(field: pageParts.hexDigest())
        units[Unit.interviewPage] = BuildManifest.Unit(key: page.hexDigest(), files: [SitePath.interviewPage])
        // Like a lesson's cache entry, made by this executable only.
        var cacheKey = SHA256()
        cacheKey.update(field: "interview cards \(options.questVersion) \(LessonLoadCache.executableStamp)")
        cacheKey.update(field: parts)
        return (units, cacheKey.hexDigest())
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
import QuestDecks

/// Reads the inputs: fingerprints them, stops early when the previous site was built from the same bytes, otherwise
/// parses the course, compiles the templates and computes each unit's cache key.
struct LoadStep: BuildStep {
    let name = "Loading lessons"

    func headline(_ context: BuildContext) -> String {
        let count = (try? FileManager.default.contentsOfDirectory(atPath: context.options.lessons.path))?
            .filter { $0.hasSuffix(".md") && $0 != CourseSettings.fileName }.count ?? 0
        return "\(name) (\(count))"
    }

    func run(_ context: BuildContext) throws {
        let options = context.options
        do {
            try StagingFolder.recover(next: options.output)
        } catch {
            throw SiteBuildError(step: name, file: options.output.path, message: "cannot clean up after an earlier build: \(FileProblem.sentence(for: error))")
        }
        // The previous manifest is read while the inputs are hashed (decoding it took as long as hashing 500 lessons).
        let output = options.output
        let previous = Background { BuildManifest.read(from: output) }
        let fingerprint: InputFingerprint
        do {
            fingerprint = try InputFingerprint(options: options)
        } catch {
            throw SiteBuildError(step: name, file: nil, message: "cannot read the inputs: \(FileProblem.sentence(for: error))")
        }
        context.fingerprint = fingerprint
        context.report.uncommittedLessons = fingerprint.lessonDates.uncommitted
        context.previous = previous.wait()
        if let previous = context.previous, previous.inputs == fingerprint.all {
            let site = options.output.path + "/"
            context.upToDate = previous.files.allSatisfy { access(site + $0, F_OK) == 0 }
            if context.upToDate { return }
        }
        context.previousCourseCollection = CourseDeckJob.readPreviousCollection(context)

        do {
            // The folder as the user named it, so diagnostics read `Lessons/lesson22.md:14:3`.
            let parser = LessonParser()
            let cache = options.lessonCache.map {
                LessonLoadCache(folder: $0, layout: fingerprint.lessonLayout, questVersion: options.questVersion,
                                checksExerciseFolders: parser.checksExerciseFolders, fileDigests: fingerprint.lessonFiles)
            }
            context.course = try CourseLoader(parser: parser, cache: cache).load(directory: options.lessons.relativePath)
            cache?.removeEntries(except: fingerprint.lessonFiles.keys.filter { !$0.contains("/") })
        } catch {
            throw SiteBuildError(step: name, file: options.lessons.path, message: "cannot list the lessons folder: \(FileProblem.sentence(for: error))")
        }
        do {
            context.templates = try SiteTemplates(folders: options.templateFolders)
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError(step: name, file: options.templates.path, message: FileProblem.sentence(for: error))
        }
        let lessons = context.course.lessons
        context.settings = options.settings(from: context.course.settings)
        context.site = SiteValues(settings: context.settings, lessonCount: lessons.count)
        context.report.lessons = lessons.count
        context.keys = try Self.keys(
            for: lessons, site: context.site, settings: context.settings, fingerprint: fingerprint, options: options
        )
    }

    /// Each unit's key: the hash of everything its files are made from.
    ///
    /// A lesson is a function of its file's bytes and quest's version, so its file's digest stands for it. Its pages
    /// also depend on the templates, the site values, the base URL (canonical links) and its neighbours' titles (the
    /// pager); its decks on the lesson, the course's deck name and the lesson's date only, so editing a template
    /// re-renders pages without re-exporting decks, and `course.md`'s introduction re-renders the index alone.
    static func keys(
        for lessons: [Lesson], site: SiteValues, settings: CourseSettings, fingerprint: InputFingerprint, options: SiteOptions
    ) throws -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let siteJSON = try encoder.encode(site)
        // The interview track's keys encode every part: made beside the lessons' keys (they were half the time).
        let interview = Background {
            Result { try interviewKeys(for: lessons, siteJSON: siteJSON, settings: settings, fingerprint: fingerprint, options: options) }
        }
        var keys: [String: String] = [:]
        var course = SHA256()
        course.update(field: "quest \(options.questVersion)")
        let lessonPaths = fingerprint.lessonFiles.keys.sorted()
        // Lessons often share a starter folder (a course's template): its files are listed once.
        var starterFiles: [String: [String]] = [:]
        for (index, lesson) in lessons.enumerated() {
            let name = (lesson.file as NSString).lastPathComponent
            // The decks stamp the lesson's date into their files, so it is an input too.
            let deckTime = "\(fingerprint.lessonDates.date(ofFile: name).timeIntervalSince1970) \(settings.deckName)"
            let digest = try fingerprint.lessonFiles[name] ?? SHA256.hex(of: String(decoding: encoder.encode(lesson), as: UTF8.self))
            let source = "\(name) \(digest)"
            var deck = SHA256()
            deck.update(field: "quest \(options.questVersion) \(deckTime)")
            deck.update(field: source)
            let deckKey = deck.hexDigest()
            keys[BuildContext.decksUnit(lesson.slug)] = deckKey
            course.update(field: deckKey)

            var pages = SHA256()
            pages.update(field: fingerprint.templates)
            pages.update(field: settings.baseURL ?? "")
            pages.update(siteJSON)
            pages.update(field: source)
            // The tutorial page marks what each step adds to the starter's files, so they are its input too.
            if let starter = lesson.tutorial?.starter {
                if starterFiles[starter] == nil {
                    starterFiles[starter] = lessonPaths.filter { $0.hasPrefix(starter + "/") }
                }
                for path in starterFiles[starter] ?? [] {
                    pages.update(field: "\(path) \(fingerprint.lessonFiles[path] ?? "")")
                }
            }
            for neighbour in [index > 0 ? lessons[index - 1] : nil, index + 1 < lessons.count ? lessons[index + 1] : nil] {
                pages.update(field: neighbour.map { "\($0.number) \($0.slug) \($0.title)" } ?? "-")
            }
            keys[BuildContext.pagesUnit(lesson.slug)] = pages.hexDigest()
        }
        keys[BuildContext.courseDeckUnit] = course.hexDigest()
        for (unit, key) in try interview.wait().get() { keys[unit] = key }
        return keys
    }

    /// The interview track's units' keys (`interviewDeckUnit`, `interviewCardsUnit`, `interviewPageUnit`) and the
    /// interview cards cache's.
    static func interviewKeys(
        for lessons: [Lesson], siteJSON: Data, settings: CourseSettings, fingerprint: InputFingerprint, options: SiteOptions
    ) throws -> [String: String] {
        var keys: [String: String] = [:]
        // The interview deck and page are made from the lessons' interview parts alone, so editing the rest of a
        // lesson (or a lesson without a part) makes neither again. The deck also stamps the lessons' dates.
        var deckParts = SHA256()
        var partDates = SHA256()
        var pageParts = SHA256()
        for lesson in lessons {
            guard let problem = lesson.interview else { continue }
            deckParts.update(field: "\(lesson.number) \(lesson.slug) \(lesson.file)")
            deckParts.update(try CompactEncoder().encode(problem))
            partDates.update(field: String(fingerprint.lessonDates.date(ofFile: lesson.file).timeIntervalSince1970))
            // What `InterviewPage` shows of a part, and nothing else: an edit above it moves its lines, not the page.
            for field in ["\(lesson.number) \(lesson.slug) \(lesson.title) \(problem.part)", problem.title, problem.prompt] {
                pageParts.update(field: field)
            }
            for field in [problem.answer, problem.listenFor] { pageParts.update(field: field.map { "+" + $0 } ?? "-") }
        }
        // The cards alone (no dates, no deck name), for the cache that keeps them between builds; like a lesson's
        // entry, made by this executable only (never part of the site's manifest, which must not depend on it).
        var cards = SHA256()
        cards.update(field: "interview cards \(options.questVersion) \(LessonLoadCache.executableStamp)")
        cards.update(field: deckParts.hexDigest())
        keys[BuildContext.interviewCardsKey] = cards.hexDigest()
        var interviewDeck = SHA256()
        interviewDeck.update(field: "quest \(options.questVersion) \(settings.deckName)")
        interviewDeck.update(field: deckParts.hexDigest())
        interviewDeck.update(field: partDates.hexDigest())
        keys[BuildContext.interviewDeckUnit] = interviewDeck.hexDigest()
        var interviewCards = SHA256()
        interviewCards.update(field: "quest \(options.questVersion) \(settings.deckName)")
        interviewCards.update(field: deckParts.hexDigest())
        keys[BuildContext.interviewCardsUnit] = interviewCards.hexDigest()
        var interviewPage = SHA256()
        interviewPage.update(field: fingerprint.templates)
        interviewPage.update(field: settings.baseURL ?? "")
        interviewPage.update(siteJSON)
        interviewPage.update(field: "quest \(options.questVersion)")
        interviewPage.update(field: pageParts.hexDigest())
        keys[BuildContext.interviewPageUnit] = interviewPage.hexDigest()
        return keys
    }
}

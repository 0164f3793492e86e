#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
import QuestDecks
import Synchronization

/// Reads the inputs and plans the build: fingerprints them and stops early when the previous site was built from the
/// same bytes; otherwise takes each unchanged lesson's outline as the last build kept it (never decoding the lesson),
/// parses the changed ones, compiles the templates, plans the build, and reads in full only the lessons whose pages
/// or decks the plan makes.
struct LoadStep {
    static let name = "Loading lessons"

    /// What the step found.
    enum Output {
        /// The previous site is what these inputs make, every file there: nothing needs doing.
        case upToDate(PreviousSite, InputFingerprint)
        case outOfDate(LoadedCourse)
    }

    let options: SiteOptions
    let lessonChecks: [any LessonCheck]

    /// The progress line's count: the lesson files in the folder.
    static func headline(_ options: SiteOptions) -> String {
        let count = (try? FileManager.default.contentsOfDirectory(atPath: options.lessons.path))?
            .filter { $0.hasSuffix(".md") && $0 != CourseSettings.fileName }.count ?? 0
        return "\(name) (\(count))"
    }

    func run() throws -> Output {
        // What git says of the lessons' dates is asked first of all (`InputFingerprint`).
        let lessons = options.lessons
        let cacheFolder = options.lessonCache
        let history = Background { LessonDates.history(of: lessons, cacheFolder: cacheFolder) }
        do {
            try StagingFolder.recover(next: options.output)
        } catch {
            throw SiteBuildError(step: Self.name, file: options.output.path, message: "cannot clean up after an earlier build: \(FileProblem.sentence(for: error))")
        }
        // The previous manifest is read while the inputs are hashed (decoding it took as long as hashing 500 lessons),
        // and the published files are looked at there too, before the plan asks which can be reused. So is the
        // outline store's pack read and decoded, whose key the fingerprint gives.
        let output = options.output
        let siteOptions = options
        let pack = Background { OutlineStore.readPack(options: siteOptions) }
        let builder = BuilderRecord(cacheFolder: options.lessonCache)
        let manifest = Background {
            (BuildManifest.read(from: output), PublishedFiles.read(for: output, cacheFolder: builder.cacheFolder).verified(in: output))
        }
        let fingerprint: InputFingerprint
        do {
            fingerprint = try InputFingerprint(options: options, history: history.wait)
        } catch {
            throw SiteBuildError(step: Self.name, file: nil, message: "cannot read the inputs: \(FileProblem.sentence(for: error))")
        }
        let store = OutlineStore(options: options, layout: fingerprint.lessonLayout, checks: lessonChecks)
        // A site made by another quest executable (a rebuilt one of the same version, say) is made again whole.
        let (lastManifest, recorded) = manifest.wait()
        let believed = lastManifest.flatMap { manifest in
            builder.made(output, inputs: manifest.inputs, by: fingerprint.executable) ? manifest : nil
        }
        // The files' stats as that build published them; without them no previous file is trusted.
        let believedBuild = believed.map { PublishedFiles.buildName(executable: fingerprint.executable, inputs: $0.inputs) }
        let published = recorded.build == believedBuild ? recorded : .none
        let earlier = PreviousSite(folder: options.output, manifest: believed, published: published, outlines: [:])
        if earlier.isBuilt(from: fingerprint.all) { return .upToDate(earlier, fingerprint) }
        // The folder this build writes into (the spare tree taken and listed: 12,000 files at 2,000 lessons) is made
        // ready while the lessons load; a load that fails gives it back.
        let staging = Background { Result { try StagingFolder(for: output) } }
        do {
            return .outOfDate(try load(
                fingerprint: fingerprint, earlier: earlier, published: published, builder: builder, store: store,
                pack: pack, staging: staging
            ))
        } catch {
            if case .success(let folder) = staging.wait() { folder.returnAsSpare() }
            throw error
        }
    }

    /// The rest of `run()`, for a course whose site is out of date.
    private func load(
        fingerprint: InputFingerprint, earlier: PreviousSite, published: PublishedFiles, builder: BuilderRecord,
        store: OutlineStore, pack: Background<OutlineStore.Pack?>, staging: Background<Result<StagingFolder, any Error>>
    ) throws -> LoadedCourse {
        let lessonNames = fingerprint.lessonFiles.keys.filter { $0.hasSuffix(".md") && !$0.utf8.contains(UInt8(ascii: "/")) }
        let kept = Background { store.read(names: lessonNames, pack: pack.wait()) }
        // The previous course package is unzipped beside the loading, in case the plan patches it.
        let coursePackage = earlier.readablePath(SitePath.courseDeck)
        let keptCollection = options.keptCollection(of: SitePath.courseDeck)
        let previousCollection = coursePackage.map { path in
            Background { try? CourseDeckWriter.collection(inPackageAt: path, kept: keptCollection) }
        }
        let keptOutlines = kept.wait()
        let previous = PreviousSite(folder: options.output, manifest: earlier.manifest, published: published, outlines: keptOutlines.outlines)

        let parser = LessonParser()
        let lessonCache = options.lessonCache.map {
            LessonLoadCache(folder: $0, layout: fingerprint.lessonLayout, questVersion: options.questVersion,
                            checksExerciseFolders: parser.checksExerciseFolders, fileDigests: fingerprint.lessonFiles)
        }
        let outlineCache = OutlineCache(outlines: previous.outlines, digests: fingerprint.lessonFiles, lessons: lessonCache)
        let course: Course
        do {
            // The folder as the user named it, so diagnostics read `Lessons/lesson22.md:14:3`.
            course = try Self.loadCourse(
                directory: options.lessons.relativePath, digests: fingerprint.lessonFiles, outlines: previous.outlines,
                loader: CourseLoader(parser: parser, cache: outlineCache)
            )
            lessonCache?.removeEntries(except: fingerprint.lessonFiles.keys.filter { !$0.utf8.contains(UInt8(ascii: "/")) })
        } catch {
            throw SiteBuildError(step: Self.name, file: options.lessons.path, message: "cannot list the lessons folder: \(FileProblem.sentence(for: error))")
        }
        let settings = options.settings(from: course.settings)
        let site = SiteValues(settings: settings, lessonCount: course.lessons.count)

        // A lesson is kept (an outline of its bytes was found) or read now (parsed, or decoded from the lesson cache).
        let read = outlineCache.read
        var lessons: [String: Lesson] = [:]
        let outlines = course.lessons.map { lesson -> LessonOutline in
            let name = LessonOutline.fileName(of: lesson.file)
            if let result = read[name] {
                lessons[lesson.slug] = lesson
                return LessonOutline(
                    lesson: lesson, digest: fingerprint.lessonFiles[name] ?? "", numberLine: result.numberLine,
                    diagnostics: result.diagnostics
                )
            }
            // Not read, so answered from its kept outline.
            return previous.outlines[name] ?? LessonOutline(lesson: lesson, digest: "", numberLine: 1, diagnostics: [])
        }
        let reader = LessonReader(cache: lessonCache, parser: parser)
        let drafts = CardDrafts()
        // The course package, when it can be patched, starts now: it is the longest job of a one-lesson rebuild and
        // needs only the decks' keys, not the templates or the rest of the plan.
        let deckKeys = BuildPlan.deckKeys(outlines, deckName: settings.deckName, dates: fingerprint.lessonDates, options: options)
        let courseDeck = Self.startCourseDeck(
            outlines: outlines, deckKeys: deckKeys, lessons: lessons, reader: reader, previous: previous,
            settings: settings, fingerprint: fingerprint, options: options, collection: previousCollection, drafts: drafts
        )
        let templates: SiteTemplates
        do {
            templates = try SiteTemplates(folders: options.templateFolders)
        } catch let error as SiteBuildError {
            throw error
        } catch {
            throw SiteBuildError(step: Self.name, file: options.templates.path, message: FileProblem.sentence(for: error))
        }
        let plan = try BuildPlan(
            outlines: outlines, deckKeys: deckKeys, settings: settings, site: site, fingerprint: fingerprint,
            options: options, previous: previous
        )
        // The kept lessons whose pages or decks are made (after a template change, say) are read in full now.
        let made = Set(plan.lessons.filter { $0.pages != .reuse || $0.decks != .reuse }.map(\.slug))
        let wanted = outlines.filter { made.contains($0.slug) && lessons[$0.slug] == nil }
        for (slug, lesson) in try Self.readLessons(wanted, reader: reader) { lessons[slug] = lesson }
        return LoadedCourse(
            fingerprint: fingerprint, previous: previous, builder: builder, outlineStore: store, keptOutlines: keptOutlines, reader: reader, settings: settings, site: site,
            templates: templates, outlines: outlines, lessons: lessons, newOutlines: Set(read.keys),
            directory: course.directory, diagnostics: course.diagnostics, plan: plan,
            courseDeck: courseDeck, drafts: drafts, staging: staging
        )
    }

    /// `course.apkg` patched from the previous one, started before the plan: when the previous package is there as
    /// published and its key is not this build's, the lessons whose deck keys are the ones the previous manifest
    /// records are copied from it (their rows there are what their decks make, whatever became of their own deck
    /// files) and the rest are drafted anew; nil when nothing can be copied (the plan then reuses or makes it, and
    /// whenever the plan would patch it, this has started it: both need the package as published and a deck whose
    /// key is unchanged). `collection`: the previous package's, being read, when it is there as published.
    private static func startCourseDeck(
        outlines: [LessonOutline], deckKeys: [String], lessons: [String: Lesson], reader: LessonReader,
        previous: PreviousSite, settings: CourseSettings, fingerprint: InputFingerprint, options: SiteOptions,
        collection: Background<PreviousCollection?>?, drafts: CardDrafts
    ) -> CourseDeckJob? {
        guard let collection, let units = previous.manifest?.units else { return nil }
        let courseKey = BuildPlan.courseDeckKey(deckKeys: deckKeys, version: "quest \(options.questVersion)")
        guard units[BuildPlan.Unit.courseDeck]?.key != courseKey else { return nil }
        let unchanged = Set(zip(outlines, deckKeys).filter { units[BuildPlan.Unit.decks($0.0.slug)]?.key == $0.1 }.map(\.0.slug))
        guard !unchanged.isEmpty else { return nil }
        return CourseDeckJob(
            outlines: outlines, lessons: lessons, reader: reader, previous: previous, dates: fingerprint.lessonDates,
            deckName: settings.deckName, unchanged: unchanged, exportSlugs: Set(outlines.map(\.slug)), cards: [:],
            drafts: drafts, prefetched: collection, kept: options.keptCollection(of: SitePath.courseDeck)
        )
    }

    /// The course in `directory`, as `CourseLoader.load(directory:)` loads it but without reading the files answered
    /// from their outlines (the fingerprint has hashed their bytes already, so their digests are known); whenever a
    /// name is not a file the fingerprint read, or is too large to be a lesson, `load(directory:)` itself, which
    /// reports it.
    private static func loadCourse(
        directory: String, digests: [String: String], outlines: [String: LessonOutline], loader: CourseLoader
    ) throws -> Course {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }
            .sorted()
        var sources: [CourseLoader.Source] = []
        for name in names {
            let file = directory.isEmpty || directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if let outline = outlines[name], outline.file == file, let digest = digests[name], outline.digest == digest {
                sources.append(CourseLoader.Source(file: file, data: Data()))
                continue
            }
            guard digests[name] != nil, let data = FileManager.default.contents(atPath: file),
                  data.count <= LessonParser.maximumFileSize else { return try loader.load(directory: directory) }
            sources.append(CourseLoader.Source(file: file, data: data))
        }
        return loader.load(sources, directory: directory)
    }

    /// The full lessons of `outlines`, on all cores.
    private static func readLessons(_ outlines: [LessonOutline], reader: LessonReader) throws -> [String: Lesson] {
        let found = Mutex<[String: Lesson]>([:])
        let failure = Mutex<SiteBuildError?>(nil)
        DispatchQueue.concurrentPerform(iterations: outlines.count) { index in
            let outline = outlines[index]
            guard let lesson = reader.lesson(outline) else {
                failure.withLock { $0 = SiteBuildError(step: name, file: outline.file, message: "the lesson could not be read again") }
                return
            }
            found.withLock { $0[outline.slug] = lesson }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return found.withLock { $0 }
    }
}

/// What the load step hands on: the inputs, every lesson's outline, the lessons read in full, and the plan.
struct LoadedCourse: Sendable {
    let fingerprint: InputFingerprint
    let previous: PreviousSite
    /// Where the publish step records that this executable made the site.
    let builder: BuilderRecord
    let outlineStore: OutlineStore
    /// What the outline store held when the build began.
    let keptOutlines: OutlineStore.Contents
    /// Reads a kept lesson in full, should a later step need it.
    let reader: LessonReader
    /// The course's settings (`course.md`) with the options' overrides.
    let settings: CourseSettings
    let site: SiteValues
    let templates: SiteTemplates
    /// Every lesson's outline, in course order: kept for unchanged lessons, made for the rest (their card ids and
    /// search entries still empty: the render step makes them).
    let outlines: [LessonOutline]
    /// The lessons read in full, by slug: those read now and those whose pages or decks the plan makes.
    let lessons: [String: Lesson]
    /// The file names (`lesson22.md`) of the lessons whose outline was made now, not kept.
    let newOutlines: Set<String>
    /// The lessons folder as named.
    let directory: String
    /// The parser's and the course's own diagnostics (duplicate numbers, the interview series).
    let diagnostics: [Diagnostic]
    let plan: BuildPlan
    /// `course.apkg` being patched, when the load step could start it before the plan.
    let courseDeck: CourseDeckJob?
    /// The changed lessons' cards, drafted once for the course package's job and the render step.
    let drafts: CardDrafts
    /// The staging folder being made ready (`StagingFolder`), or why it could not be.
    let staging: Background<Result<StagingFolder, any Error>>
}

/// The lesson cache `CourseLoader` consults: a lesson whose kept outline has its file's digest is answered with the
/// outline's skeleton (nothing decoded); any other goes to the lesson cache or the parser, and its result is recorded.
private final class OutlineCache: LessonCache {
    let outlines: [String: LessonOutline]
    let digests: [String: String]
    let lessons: LessonLoadCache?
    private let results = Mutex<[String: LessonParser.Result]>([:])

    init(outlines: [String: LessonOutline], digests: [String: String], lessons: LessonLoadCache?) {
        self.outlines = outlines
        self.digests = digests
        self.lessons = lessons
    }

    /// The results given for lessons that were read, by file name.
    var read: [String: LessonParser.Result] { results.withLock { $0 } }

    func result(for source: CourseLoader.Source) -> LessonParser.Result? {
        let name = LessonOutline.fileName(of: source.file)
        if let outline = outlines[name], outline.file == source.file, let digest = digests[name], outline.digest == digest {
            return LessonParser.Result(lesson: outline.skeleton, diagnostics: outline.parseDiagnostics, numberLine: outline.numberLine)
        }
        guard let result = lessons?.result(for: source) else { return nil }
        record(result, name: name)
        return result
    }

    func store(_ result: LessonParser.Result, for source: CourseLoader.Source) {
        record(result, name: LessonOutline.fileName(of: source.file))
        lessons?.store(result, for: source)
    }

    private func record(_ result: LessonParser.Result, name: String) {
        results.withLock { $0[name] = result }
    }
}

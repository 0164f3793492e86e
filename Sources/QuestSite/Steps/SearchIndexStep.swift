import Dispatch
import Foundation
import QuestCore
import Synchronization

/// Writes `search-index.json`, `search-index.js` and, when the site's address is known, `sitemap.xml`.
///
/// The index is joined from each lesson's entries as JSON (`SearchIndex.fragment(for:)`), kept between builds in the
/// lesson cache's folder: an unchanged lesson's are reused, so a one-lesson change parses one lesson's questions for
/// their plain text instead of every lesson's.
struct SearchIndexStep: BuildStep {
    let name = "Writing the search index and sitemap"

    /// The file of kept fragments, beside the lesson cache's entries.
    static let fragmentsName = "search-index.fragments"

    /// A lesson's kept entries and what they were made from.
    struct Fragment: Codable, Equatable {
        var key: String
        var json: String
    }

    func headline(_ context: BuildContext) -> String {
        guard !context.upToDate else { return "\(name) (nothing changed)" }
        let lessons = context.course.lessons
        let entries = lessons.count + lessons.reduce(0) { $0 + $1.questions.count + ($1.interview == nil ? 0 : 1) }
        return "\(name) (\(entries) entries)"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else { return }
        let tree = try require(context.tree, "site folder to add the search index to")
        let json = try (context.searchIndex ?? Self.start(context)).wait().get()
        try tree.write(json, to: SitePath.searchIndexJSON)
        try tree.write(SearchIndex.script(json: json), to: SitePath.searchIndexScript)
        if let baseURL = context.settings.baseURL {
            let paths = [SitePath.index, SitePath.interviewPage] + context.course.lessons.flatMap { SitePath.pages(of: $0) }
            try tree.write(Sitemap(baseURL: baseURL, paths: paths).xml(), to: SitePath.sitemap)
            context.report.wroteSitemap = true
        }
    }

    /// Starts making `search-index.json` on a thread of its own: it depends on the lessons alone, so the render step
    /// starts it beside the pages (it was a tenth of a one-lesson rebuild, measured, waiting for them).
    static func start(_ context: BuildContext) -> Background<Result<Data, any Error>> {
        let lessons = context.course.lessons
        let options = context.options
        let fingerprint = context.fingerprint
        return Background { Result { try json(for: lessons, options: options, fingerprint: fingerprint) } }
    }

    /// `search-index.json`, reusing the kept fragments whose key still matches and keeping the new set for next time.
    ///
    /// A fragment's key is the lesson file's path and digest, the lessons folder's layout, quest's version and the
    /// running executable (as for the lesson cache), so an edit, a rebuilt quest or a moved exercise folder makes it
    /// again. A lesson without a digest is never reused. Without a cache folder every fragment is made.
    static func json(for lessons: [Lesson], options: SiteOptions, fingerprint: InputFingerprint?) throws -> Data {
        let store = options.lessonCache.map { CacheEntry(path: $0.appendingPathComponent(fragmentsName).path) }
        let storeKey = "search fragments \(options.questVersion) \(LessonLoadCache.executableStamp) "
            + (fingerprint?.lessonLayout ?? "")
        let kept = store?.read([String: Fragment].self, key: storeKey) ?? [:]
        let keys = lessons.map { lesson in
            fingerprint?.lessonFiles[(lesson.file as NSString).lastPathComponent].map { "\(lesson.file) \($0)" }
        }
        let slots = Mutex<[Fragment?]>(Array(repeating: nil, count: lessons.count))
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            let lesson = lessons[index]
            if let key = keys[index], let fragment = kept[lesson.slug], fragment.key == key {
                slots.withLock { $0[index] = fragment }
                return
            }
            do {
                let fragment = Fragment(key: keys[index] ?? "", json: try SearchIndex.fragment(for: lesson))
                slots.withLock { $0[index] = fragment }
            } catch {
                failure.withLock { $0 = error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let fragments = slots.withLock { $0 }.compactMap { $0 }
        var next: [String: Fragment] = [:]
        for (lesson, fragment) in zip(lessons, fragments) where !fragment.key.isEmpty { next[lesson.slug] = fragment }
        if next != kept { store?.write(next, key: storeKey) }
        return SearchIndex.json(fragments: fragments.map(\.json))
    }
}

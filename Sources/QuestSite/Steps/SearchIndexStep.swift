/// Writes `search-index.json`, `search-index.js` and, when the site's address is known, `sitemap.xml`.
struct SearchIndexStep: BuildStep {
    let name = "Writing the search index and sitemap"

    func headline(_ context: BuildContext) -> String {
        guard !context.upToDate else { return "\(name) (nothing changed)" }
        let lessons = context.course.lessons
        let entries = lessons.count + lessons.reduce(0) { $0 + $1.questions.count + ($1.interview == nil ? 0 : 1) }
        return "\(name) (\(entries) entries)"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else { return }
        let tree = try require(context.tree, "site folder to add the search index to")
        let index = SearchIndex(lessons: context.course.lessons)
        let json = try index.json()
        try tree.write(json, to: SitePath.searchIndexJSON)
        try tree.write(SearchIndex.script(json: json), to: SitePath.searchIndexScript)
        if let baseURL = context.settings.baseURL {
            let paths = [SitePath.index, SitePath.interviewPage] + context.course.lessons.flatMap { SitePath.pages(of: $0) }
            try tree.write(Sitemap(baseURL: baseURL, paths: paths).xml(), to: SitePath.sitemap)
            context.report.wroteSitemap = true
        }
    }
}

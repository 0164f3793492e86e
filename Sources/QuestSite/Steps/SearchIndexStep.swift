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
        guard !context.upToDate, let tree = context.tree else { return }
        let index = SearchIndex(lessons: context.course.lessons)
        let json = try index.json()
        try tree.write(json, to: "search-index.json")
        try tree.write(SearchIndex.script(json: json), to: "search-index.js")
        if let baseURL = context.options.baseURL {
            let paths = ["index.html"] + context.course.lessons.flatMap { ["\($0.slug)/index.html", "\($0.slug)/cards.html"] }
            try tree.write(Sitemap(baseURL: baseURL, paths: paths).xml(), to: "sitemap.xml")
            context.report.wroteSitemap = true
        }
    }
}

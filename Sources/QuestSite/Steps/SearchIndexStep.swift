import Foundation
import QuestCore

/// Writes `search-index.json` and `search-index.js`, joined from each lesson's entries as its outline keeps them
/// (`SearchIndex.fragment(for:)`, made by the render step for the lessons read now), so no unchanged lesson is read.
struct SearchIndexStep {
    static let name = "Writing the search index"

    static func headline(_ outlines: [LessonOutline]) -> String {
        "\(name) (\(outlines.reduce(0) { $0 + $1.searchEntryCount }) entries)"
    }

    let plan: BuildPlan
    let tree: SiteTree

    func run(_ outlines: [LessonOutline]) throws {
        guard plan.work(BuildPlan.Unit.searchIndex) != .reuse else {
            try tree.reuse(SitePath.searchIndexJSON)
            try tree.reuse(SitePath.searchIndexScript)
            return
        }
        let json = SearchIndex.json(fragments: outlines.map(\.searchFragment))
        try tree.write(json, to: SitePath.searchIndexJSON)
        try tree.write(SearchIndex.script(json: json), to: SitePath.searchIndexScript)
    }
}

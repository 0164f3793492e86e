import Foundation
import QuestCore

/// Writes `sitemap.xml` from the outlines' pages when the site's address is known (the protocol needs absolute URLs),
/// or links the previous one when no page was added or removed.
struct SitemapStep {
    static let name = "Writing the sitemap"

    static func headline(_ settings: CourseSettings) -> String {
        settings.baseURL == nil ? "\(name) (none: no base URL)" : name
    }

    let plan: BuildPlan
    let tree: SiteTree

    /// Returns whether the site has a sitemap.
    func run(_ outlines: [LessonOutline], baseURL: String?) throws -> Bool {
        guard let baseURL else { return false }
        if plan.work(BuildPlan.Unit.sitemap) == .reuse {
            try tree.reuse(SitePath.sitemap)
        } else {
            try tree.write(Sitemap(baseURL: baseURL, paths: BuildPlan.sitemapPaths(outlines)).xml(), to: SitePath.sitemap)
        }
        return true
    }
}

/// The values of `404.mustache`.
///
/// A server shows this page at any missing address, so relative links would point nowhere: with a base URL the links
/// are absolute, without one they are relative to the site root (right when the 404 is served from the root).
public struct NotFoundPage: Encodable, Sendable {
    var root: String
    var site: SiteValues

    public init(site: SiteValues, baseURL: String?) {
        self.site = site
        root = baseURL ?? ""
    }
}

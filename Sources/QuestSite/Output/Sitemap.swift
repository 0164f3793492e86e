import QuestMustache

/// `sitemap.xml` in the sitemaps.org 0.9 format.
///
/// The protocol requires absolute `<loc>` URLs, so a sitemap exists only when the build knows the site's public
/// address (`--base-url`); without one the build writes none rather than an invalid file.
public struct Sitemap: Sendable, Equatable {
    /// The site's address, ending in `/`.
    public var baseURL: String
    /// Page paths relative to the site root (`index.html`, `lesson22/`), in the order they are listed.
    public var paths: [String]

    public init(baseURL: String, paths: [String]) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.paths = paths
    }

    /// The XML document.
    public func xml() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            xml += "  <url><loc>\(HTMLEscaping.escape(baseURL + path))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}

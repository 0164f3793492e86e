/// Decides whether a link target taken from a lesson may become an `href`.
///
/// The same rule as cmark's safe mode, for the links the site writes itself (resources): `javascript:`, `vbscript:`
/// and `file:` never, `data:` only for images. Everything else (http, https, mailto, relative paths) passes.
public enum SafeLink {
    /// True when `destination` cannot run script when followed.
    public static func isSafe(_ destination: String) -> Bool {
        // Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so strip them first.
        let squeezed = String(String.UnicodeScalarView(destination.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7f }))
            .lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where squeezed.hasPrefix(scheme) { return false }
        if squeezed.hasPrefix("data:") {
            return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { squeezed.hasPrefix($0) }
        }
        return true
    }
}

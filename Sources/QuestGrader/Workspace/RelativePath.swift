import Foundation

/// Paths between two absolute folders, for what quest records and prints (`../Lessons`, `../Site/lesson22/…`).
public enum RelativePath {
    /// `target` relative to the folder `base` (both absolute, standardized): `../Lessons`; `.` when they are one.
    public static func from(_ base: String, to target: String) -> String {
        let baseParts = base.split(separator: "/")
        let targetParts = target.split(separator: "/")
        let common = zip(baseParts, targetParts).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `target` as a learner in `base` would type it: relative when `target` is inside `base`'s parent folder
    /// (a sibling or below), else absolute.
    public static func display(_ target: String, from base: String) -> String {
        let relative = from(base, to: target)
        return relative.hasPrefix("../..") ? target : relative
    }
}

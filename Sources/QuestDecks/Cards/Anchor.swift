/// Lesson page anchors, shared with the site: `#q1`, `#interview`, and a slug of each `##` heading.
public enum Anchor {
    /// `New in iOS 27` → `new-in-ios-27`: lowercase letters and digits, every other run of characters one hyphen.
    public static func slug(_ heading: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in heading.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// The anchor of review question `id` (`q2`).
    public static func question(_ id: String) -> String { "#" + id }

    /// The anchor of the interview problem.
    public static let interview = "#interview"
}

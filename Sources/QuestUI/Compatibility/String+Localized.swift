// `String(localized: "Search \(count) trips", comment: "…")`, `AttributedString(localized:)`: Foundation on Linux has
// no localization API (no `String.LocalizationValue`, no `String(localized:)`), so a learner's file using them did
// not compile. Here a key is its text as written, interpolations filled in, as iOS shows it when no strings file
// translates it; a `defaultValue:` is what shows.

#if os(Linux)
extension String {
    /// A localizable text with interpolations, as Apple's Foundation declares it; here its text as written.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The text, interpolations filled in.
        public let description: String

        /// A value from a text.
        public init(_ value: String) { description = value }
        public init(stringLiteral value: String) { description = value }
        public init(stringInterpolation: DefaultStringInterpolation) { description = String(stringInterpolation: stringInterpolation) }
    }

    /// The localized text of `key`: `key` as written (no strings file is read).
    public init(
        localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = key.description
    }

    /// The localized text of `key`, shown as `defaultValue` when nothing translates it (always, here).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.description
    }
}

extension AttributedString {
    /// The localized text of `key`, as `String(localized:)` reads it.
    public init(
        localized key: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self.init(key.description)
    }
}
#endif

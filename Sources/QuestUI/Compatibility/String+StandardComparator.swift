// `SortDescriptor(\.name, comparator: .localizedStandard)`, `KeyPathComparator(\.name, comparator: .localized)`:
// Foundation on Linux declares only `String.StandardComparator.lexical` (the localized ones are Apple-only,
// swift-foundation issue 284) and refuses to decode any other configuration, so no localized comparator can be made
// here. These are the lexical one (`<`: "Banana" before "apple", "a10" before "a2"), so that a learner's file compiles
// and sorts; a checker that judges a name sort must accept a lexical order beside Finder order, as the lesson-22
// checks' `RowOrder` does.

#if os(Linux)

extension String.StandardComparator {
    /// Finder order on Apple platforms; lexical here (see the file's comment).
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// Localized order on Apple platforms; lexical here.
    public static var localized: String.StandardComparator { .lexical }
}

extension SortComparator where Self == String.StandardComparator {
    /// `.localizedStandard` where any comparator is asked for (`KeyPathComparator(\.name, comparator: …)`).
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// `.localized` where any comparator is asked for.
    public static var localized: String.StandardComparator { .lexical }
}
#endif

/// A toolbar written as text: the body of a lesson's ```` ```quest-toolbar ```` block, and what the grading harness
/// reports of a learner's real view. One syntax, parsed and written here only, so a picture and a learner's toolbar
/// are always read the same way.
///
/// ```
/// exercise: list-toolbar-search
/// title: Trips
/// search: Search trips
/// devices: iphone-se, iphone-pro-max, ipad
/// - Sort: menu, placement topBarLeading
/// - Add: symbol plus, placement primaryAction, priority high
/// - Export: in ToolbarOverflowMenu
/// ```
///
/// Settings are `key: value` lines; each item is a `- Label: attribute, attribute` line, in declaration order.
/// The label ends at the line's last colon (attributes never contain one); `- : symbol plus` has no label.
public nonisolated struct ToolbarDescription: Sendable, Hashable {
    /// The exercise whose solution the toolbar is, when the text names one (`exercise:`).
    public var exercise: String?
    /// Title and search field.
    public var context: ToolbarLayoutContext
    /// The items, in declaration order.
    public var items: [ToolbarLayoutItem]
    /// The devices to draw, in the order given.
    public var profiles: [DeviceProfile]

    /// The devices drawn when the text names none: the narrowest iPhone, the largest, and an iPad.
    public static let defaultProfiles: [DeviceProfile] = [.iPhoneSE, .iPhoneProMax, .iPad]
    /// The settings a description may have, in the order `text` writes them.
    public static let keys = ["exercise", "title", "title-display", "search", "search-placement", "devices"]
    /// The attribute that marks an item declared inside `ToolbarOverflowMenu { }`.
    public static let overflowMenuAttribute = "in ToolbarOverflowMenu"
    /// Named priorities: SwiftUI's `ToolbarItemVisibilityPriority.low`, `.automatic` and `.high`.
    public static let namedPriorities: [(name: String, value: Double)] = [
        ("low", ToolbarLayoutItem.lowPriority),
        ("automatic", ToolbarLayoutItem.automaticPriority),
        ("high", ToolbarLayoutItem.highPriority),
    ]

    /// Creates a description.
    public init(
        exercise: String? = nil,
        context: ToolbarLayoutContext = ToolbarLayoutContext(),
        items: [ToolbarLayoutItem] = [],
        profiles: [DeviceProfile] = ToolbarDescription.defaultProfiles
    ) {
        self.exercise = exercise
        self.context = context
        self.items = items
        self.profiles = profiles
    }

    /// The toolbar laid out on each of `profiles`.
    public func layouts(engine: ToolbarLayoutEngine = ToolbarLayoutEngine()) -> [ToolbarLayout] {
        engine.layouts(items, context: context, profiles: profiles)
    }

    /// The description as text that `parse` reads back to the same value (item ids aside: they are positional).
    public var text: String {
        var lines: [String] = []
        if let exercise { lines.append("exercise: \(exercise)") }
        if let title = context.title { lines.append("title: \(title)") }
        if context.titleDisplayMode != .automatic { lines.append("title-display: \(context.titleDisplayMode.rawValue)") }
        if let search = context.search {
            lines.append("search: \(search.prompt)")
            if search.placement != .automatic { lines.append("search-placement: \(search.placement.rawValue)") }
        }
        if profiles != Self.defaultProfiles { lines.append("devices: " + profiles.map(\.id).joined(separator: ", ")) }
        lines += items.map(Self.line(for:))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One item line: `- Add: symbol plus, placement primaryAction, priority high`.
    static func line(for item: ToolbarLayoutItem) -> String {
        var attributes: [String] = []
        if item.kind != .button { attributes.append(item.kind.rawValue) }
        if let symbol = item.systemImage { attributes.append("symbol \(symbol)") }
        if item.placement != .automatic { attributes.append("placement \(item.placement.rawValue)") }
        if item.visibilityPriority != ToolbarLayoutItem.automaticPriority {
            let named = namedPriorities.first { $0.value == item.visibilityPriority }?.name
            attributes.append("priority " + (named ?? "\(item.visibilityPriority)"))
        }
        if item.isInOverflowMenu { attributes.append(overflowMenuAttribute) }
        let label = item.label ?? ""
        return "- \(label):" + (attributes.isEmpty ? "" : " " + attributes.joined(separator: ", "))
    }
}

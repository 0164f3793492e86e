/// One evaluated view: what kind it is, the texts it shows, the modifiers applied to it, and where the learner wrote it.
public struct ViewNode: CustomStringConvertible {
    /// The view's type name without generic arguments: "NavigationStack", "List", "Text", or a learner's "TripList".
    public var kind: String
    /// The texts the view itself shows (a `Text`'s content, a `Label`'s title, a `Menu`'s or `Picker`'s label).
    public var texts: [String]
    /// The modifiers applied to the view, innermost first.
    public var modifiers: [ModifierRecord]
    /// The views inside this one, in order.
    public var children: [ViewNode]
    /// The `#fileID` of the learner's line that created the view, or "" for a learner's own view type.
    public var fileID: String
    /// The learner's source line, or 0 when unknown.
    public var line: Int
    /// Where the node sits in the tree, e.g. `RootView › NavigationStack › List › row 2 › Text`.
    public var path: String
    /// The SF Symbol name the view shows, if any (`Image(systemName:)`, `Label(_:systemImage:)`, …).
    public var systemImage: String?
    /// Why no one sees a menu's label, which the node keeps as its texts only (`unseenLabel(_:)` of the label's
    /// views); nil when it is seen.
    public var labelUnseenBecause: String?

    // Behaviour the host drives; internal so the public shape stays a plain description.
    var identity: String = ""
    var label: String?
    var hidesChildTexts = false
    /// An overlay, background, context menu or other decoration kept as a child; never a list row.
    var isDecoration = false
    /// A view made by evaluating its `body` (a learner's own view type), not by QuestUI itself.
    var isComposite = false
    /// A `List` whose content's type holds a `ForEach`: its rows are what the `ForEach` makes, even while an `if` leaves
    /// the `ForEach` out and a placeholder stands in its place.
    var rowsComeFromForEach = false
    var action: (@MainActor () -> Void)?
    var tag: AnyHashable?
    var rowID: AnyHashable?
    var picker: PickerBehaviour?
    var textInput: TextInputBehaviour?
    var toggle: Binding<Bool>?
    var toolbar: [ToolbarItemNode] = []
    var toolbarMinimizeBehavior: String?
    var search: SearchFieldNode?
    var searchCompletion: String?
    var openURLHandlers: [@MainActor (URL) -> Void] = []
    var appearHandlers: [@MainActor () -> Void] = []
    var tasks: [TaskBehaviour] = []
    var presentations: [Presentation] = []
    var navigation: NavigationBehaviour?
    var onDelete: (@MainActor (IndexSet) -> Void)?
    var onMove: (@MainActor (IndexSet, Int) -> Void)?
    var refresh: (@MainActor () async -> Void)?
    var tapGesture: (@MainActor () -> Void)?
    /// False inside `.disabled(true)`: the control shows but does not respond.
    var isEnabled = true
    /// A button's role (`destructive`, `cancel`), a text field's prompt.
    var role: String?
    var prompt: String?
    /// A slider's, stepper's or date picker's value and how to set it.
    var adjustable: AdjustableBehaviour?

    /// True when the node has a button action or a tap gesture.
    var respondsToTap: Bool {
        if case .some = action { return true }
        if case .some = tapGesture { return true }
        return false
    }

    @MainActor init(kind: String, texts: [String] = [], children: [ViewNode] = [], fileID: String = "", line: Int = 0, context: RenderContext) {
        self.kind = kind
        self.texts = texts
        self.modifiers = []
        self.children = children
        self.fileID = fileID
        self.line = line
        self.path = context.pathText
        self.identity = context.identity
        self.isEnabled = context.environment.actsOnTaps
    }

    /// Every text in this view and the views inside it, in reading order.
    public var allTexts: [String] {
        var result = texts
        if !hidesChildTexts { for child in children { result += child.allTexts } }
        return result
    }

    /// The text a person reads on this control: its label, or its texts joined by spaces.
    public var labelText: String {
        label ?? allTexts.joined(separator: " ")
    }

    /// A button's role (`destructive`, `cancel`), nil for a plain button.
    public var buttonRole: String? { kind == "Button" ? role : nil }

    /// The accessibility label set with `.accessibilityLabel(_:)`, if any.
    public var accessibilityLabel: String? {
        modifiers.last { $0.name == "accessibilityLabel" }?.arguments.first
    }

    /// The first modifier with this name, e.g. `node.modifier("navigationTitle")?.arguments`.
    public func modifier(_ name: String) -> ModifierRecord? {
        modifiers.first { $0.name == name }
    }

    /// The navigation title set on this view or inside it.
    public var navigationTitle: String? {
        if let title = modifier("navigationTitle")?.arguments.first { return title }
        for child in children { if let title = child.navigationTitle { return title } }
        return nil
    }

    /// The learner's `file:line`, or nil when the view does not know it.
    public var location: String? { line > 0 ? "\(fileID):\(line)" : nil }

    /// This node and every node inside it, depth first.
    public var descendants: [ViewNode] {
        [self] + children.flatMap(\.descendants)
    }

    /// Below this opacity a view is taken as seen by no one: `.opacity(0.01)` hides as `.opacity(0)` does, while a
    /// dimmed control (0.3 to 0.6, say) stays in sight.
    public static let visibleOpacity = 0.1

    /// Below this scale (on either axis) a view is taken as seen by no one: `.scaleEffect(0.001)` shrinks a row to a
    /// speck as `.scaleEffect(0)` removes it, while a pressed button's 0.95 or a shrinking animation's end at 0.5
    /// stays in sight.
    public static let visibleScale = 0.1

    /// Why no one sees this node and what it holds, from its own modifiers: `.hidden()`, `.opacity(0)` or nearly (below
    /// `visibleOpacity`), a clear foreground (`.foregroundStyle(.clear)`; on a control, `.tint(.clear)` too), a zero
    /// width or height (`.frame(width: 0)`), `.scaleEffect(0)` or nearly (below `visibleScale`); nil when none of them
    /// applies.
    public var unseenBecause: String? {
        for record in modifiers {
            let numbers = record.arguments.map { Double($0.split(separator: " ").last ?? "") }
            switch record.name {
            case "hidden": return ".hidden()"
            case "opacity" where (numbers.first ?? nil).map { $0 < Self.visibleOpacity } == true:
                return (numbers.first ?? nil).map { $0 <= 0 } == true ? ".opacity(0)" : ".opacity(\(record.arguments.first ?? ""))"
            case "foregroundStyle", "foregroundColor":
                if let color = record.arguments.first, Self.isClear(color) { return ".\(record.name)(.\(color))" }
            case "tint" where Self.tintedControls.contains(kind):
                if let color = record.arguments.first, Self.isClear(color) { return ".tint(.\(color))" }
            case "frame" where record.arguments.contains(where: { $0.hasPrefix("width: ") || $0.hasPrefix("height: ") })
                && zip(record.arguments, numbers).contains { argument, number in
                    (argument.hasPrefix("width: ") || argument.hasPrefix("height: ")) && number == 0
                }:
                return "a zero-size .frame"
            case "scaleEffect" where numbers.contains(where: { $0.map { abs($0) < Self.visibleScale } == true }):
                return numbers.contains(where: { $0 == 0 }) ? ".scaleEffect(0)" : ".scaleEffect(\(record.arguments.joined(separator: ", ")))"
            default: continue
            }
        }
        return nil
    }

    /// Why no one sees a control's label, made of `nodes`: each of its texts and images is inside a view no one sees
    /// (`unseenBecause`), or is one; nil when one of them is seen, or the label has none. Blank texts do not count. A clear foreground reaches
    /// down to a view that sets its own colour, and stops there.
    public static func unseenLabel(_ nodes: [ViewNode]) -> String? {
        var reason: String?
        var seen = false
        func visit(_ node: ViewNode, hiddenBy: String?) {
            var why = hiddenBy
            if let hidden = why, hidden.hasPrefix(".foreground"), node.modifiers.contains(where: { record in
                ["foregroundStyle", "foregroundColor"].contains(record.name) && !(record.arguments.first.map(isClear) ?? true)
            }) {
                why = nil
            }
            why = why ?? node.unseenBecause
            // A blank text (`Text(" ")`) shows nothing: it is no part of the label anyone sees.
            if node.texts.contains(where: { !$0.allSatisfy(\.isWhitespace) }) || node.systemImage != nil {
                if let why { reason = reason ?? why } else { seen = true }
            }
            for child in node.children { visit(child, hiddenBy: why) }
        }
        for node in nodes { visit(node, hiddenBy: nil) }
        return seen ? nil : reason
    }

    /// The controls whose label takes the tint's colour (a toolbar's buttons, a menu's label).
    static let tintedControls: Set<String> = ["Button", "Menu", "Link", "ShareLink", "EditButton"]

    /// Whether a colour as described (`clear`, `red.opacity(0.02)`) is one no one sees.
    public static func isClear(_ color: String) -> Bool {
        if color == "clear" || color == "Color.clear" { return true }
        guard color.hasSuffix(")"), let open = color.range(of: ".opacity(", options: .backwards),
              let opacity = Double(color[open.upperBound..<color.index(before: color.endIndex)]) else { return false }
        return opacity < visibleOpacity
    }

    /// The first node of this kind, depth first.
    public func first(_ kind: String) -> ViewNode? {
        descendants.first { $0.kind == kind }
    }

    /// An indented outline of the tree, for failure messages and debugging.
    public var description: String { outline(indent: 0) }

    func outline(indent: Int) -> String {
        var line = String(repeating: "  ", count: indent) + kind
        if !texts.isEmpty { line += " " + texts.map { "\"\($0)\"" }.joined(separator: " ") }
        if let systemImage { line += " [\(systemImage)]" }
        if !modifiers.isEmpty { line += " ." + modifiers.map(\.name).joined(separator: " .") }
        return ([line] + children.map { $0.outline(indent: indent + 1) }).joined(separator: "\n")
    }
}

/// A modifier applied to a view, with its arguments as the learner would read them.
public struct ModifierRecord: Equatable, CustomStringConvertible {
    /// The modifier's name without the dot: "padding", "font", "navigationTitle".
    public var name: String
    /// The arguments, each described as text (`"8"`, `"largeTitle"`, `"Trips"`).
    public var arguments: [String]
    /// The learner's `#fileID`.
    public var fileID: String
    /// The learner's line.
    public var line: Int

    /// Creates a record.
    public init(name: String, arguments: [String] = [], fileID: String = "", line: Int = 0) {
        self.name = name
        self.arguments = arguments
        self.fileID = fileID
        self.line = line
    }

    /// `.name(arguments)`.
    public var description: String { ".\(name)(\(arguments.joined(separator: ", ")))" }
}

/// What a toolbar item holds, as far as a toolbar layout cares.
public enum ToolbarItemKind: String, Sendable {
    case button, menu, picker, other
}

/// One item of a view's toolbar, in declaration order.
public struct ToolbarItemNode {
    /// The placement's name: "automatic", "topBarTrailing", "topBarPinnedTrailing", "bottomBar", ….
    public var placement: String
    /// The text the item shows or is labelled with.
    public var label: String
    /// The item's SF Symbol, if it shows one.
    public var systemImage: String?
    /// Button, menu, picker or anything else.
    public var kind: ToolbarItemKind
    /// The iOS 27 `.visibilityPriority(_:)`, if set; higher stays visible longer.
    public var visibilityPriority: Double?
    /// True when the learner put the item inside a `ToolbarOverflowMenu`.
    public var isInOverflowMenu: Bool
    /// The `id:` of a customizable `ToolbarItem`, if any.
    public var id: String?
    /// The item's content.
    public var node: ViewNode
    /// The learner's `#fileID`.
    public var fileID: String
    /// The learner's line.
    public var line: Int

    /// True for `.topBarPinnedTrailing`, which never moves into the overflow menu.
    public var isPinned: Bool { placement == "topBarPinnedTrailing" }
}

/// The search field a `.searchable` modifier adds.
public struct SearchFieldNode {
    /// The current search text.
    public var text: String
    /// The prompt shown while the field is empty.
    public var prompt: String?
    /// The placement's name: "automatic", "navigationBarDrawer", "toolbar", "sidebar", ….
    public var placement: String
    /// The texts of the suggestions shown now.
    public var suggestions: [String]
    /// The labels of the search scopes, if any.
    public var scopes: [String]
    /// The label of the selected scope, if any.
    public var selectedScope: String?
    /// The labels of the current tokens.
    public var tokens: [String]
    /// The learner's `#fileID`.
    public var fileID: String
    /// The learner's line.
    public var line: Int

    var setText: @MainActor (String) -> Void
    var suggestionNodes: [ViewNode]
    var scopeOptions: [(label: String, tag: AnyHashable)]
    var setScope: (@MainActor (AnyHashable) -> Void)?
    var path: String
}

/// A picker's options and how to select one.
struct PickerBehaviour {
    var options: [(label: String, tag: AnyHashable)]
    var selection: AnyHashable?
    var select: @MainActor (AnyHashable) -> Void
}

/// The value a slider, stepper or date picker shows, and how a person changes it.
struct AdjustableBehaviour {
    var value: String
    var setNumber: (@MainActor (Double) -> Void)?
    var setDate: (@MainActor (Date) -> Void)?
}

/// A text field's value and how to change it.
struct TextInputBehaviour {
    var text: String
    var setText: @MainActor (String) -> Void
    var submit: (@MainActor () -> Void)?
}

/// A `.task`'s work and the id it restarts on (nil: it runs once per appearance).
struct TaskBehaviour {
    var id: (any Equatable)?
    var action: @MainActor @Sendable () async -> Void
    /// Set when the host starts it: what its sleeps on the virtual clock are filed under.
    var owner = ""

    /// True when `other` is the same id: a task keeps running while its id is unchanged.
    func hasID(_ other: (any Equatable)?) -> Bool {
        switch (id, other) {
        case (nil, nil): true
        case let (mine?, other?): mine.isEqual(to: other)
        default: false
        }
    }
}

extension Equatable {
    /// `self == other` across an existential.
    func isEqual(to other: any Equatable) -> Bool { (other as? Self) == self }
}

/// A sheet, full-screen cover, alert or dialog that is currently presented.
struct Presentation {
    var kind: String
    var content: ViewNode
    var dismiss: @MainActor () -> Void
}

/// A navigation stack's path and the destinations evaluated for it.
struct NavigationBehaviour {
    var path: [AnyHashable]
    var destinations: [ViewNode]
    var pop: @MainActor (Int) -> Void
}

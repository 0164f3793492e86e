// Modifiers of lists, text input, presentation, tabs and accessibility; recorded on the node.

extension View {
    /// The page index style of a paged `TabView`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("indexViewStyle", [style], fileID: fileID, line: line)
    }
    /// Axes along which a grid cell does not size itself.
    public func gridCellUnsizedAxes(_ axes: Axis.Set, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("gridCellUnsizedAxes", fileID: fileID, line: line)
    }
    /// Columns a grid cell spans.
    public func gridCellColumns(_ count: Int, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("gridCellColumns", [count], fileID: fileID, line: line)
    }
    /// A grid column's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("gridColumnAlignment", [guide], fileID: fileID, line: line)
    }
    /// The title display mode of the toolbar (iOS 17).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarTitleDisplayMode", [mode], fileID: fileID, line: line)
    }
    /// A row's background.
    public func listRowBackground<V: View>(_ view: V?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listRowBackground", fileID: fileID, line: line)
    }
    /// A row's separator.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listRowSeparator", [visibility], fileID: fileID, line: line)
    }
    /// A row's insets.
    public func listRowInsets(_ insets: EdgeInsets?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listRowInsets", fileID: fileID, line: line)
    }
    /// Spacing between sections.
    public func listSectionSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listSectionSpacing", [spacing], fileID: fileID, line: line)
    }
    /// Whether a scroll view's background shows.
    public func scrollContentBackground(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollContentBackground", [visibility], fileID: fileID, line: line)
    }
    /// Scroll indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal], fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollIndicators", fileID: fileID, line: line)
    }
    /// How scrolling dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollDismissesKeyboard", fileID: fileID, line: line)
    }
    /// The keyboard type of the text fields inside.
    public func keyboardType(_ type: UIKeyboardType, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("keyboardType", [type], fileID: fileID, line: line)
    }
    /// What kind of text a field holds, for autofill.
    public func textContentType(_ type: UITextContentType?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textContentType", [type?.rawValue ?? "nil"], fileID: fileID, line: line)
    }
    /// Autocapitalisation (iOS 15).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textInputAutocapitalization", fileID: fileID, line: line)
    }
    /// Autocapitalisation (deprecated in SwiftUI).
    public func autocapitalization(_ style: UITextAutocapitalizationType, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("autocapitalization", [style], fileID: fileID, line: line)
    }
    /// Turns autocorrection off.
    public func autocorrectionDisabled(_ disable: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("autocorrectionDisabled", [disable], fileID: fileID, line: line)
    }
    /// Turns autocorrection off (deprecated in SwiftUI).
    public func disableAutocorrection(_ disable: Bool?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("autocorrectionDisabled", [disable ?? false], fileID: fileID, line: line)
    }
    /// The return key's label.
    public func submitLabel(_ submitLabel: SubmitLabel, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("submitLabel", [submitLabel], fileID: fileID, line: line)
    }
    /// Binds focus to a Bool.
    public func focused(_ condition: FocusState<Bool>.Binding, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("focused", fileID: fileID, line: line)
    }
    /// Binds focus to a value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("focused", ["\(value)"], fileID: fileID, line: line)
    }
    /// Sheet heights.
    public func presentationDetents(_ detents: Set<PresentationDetent>, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationDetents", detents.map(\.name).sorted(), fileID: fileID, line: line)
    }
    /// The sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationDragIndicator", [visibility], fileID: fileID, line: line)
    }
    /// The sheet's corner radius.
    public func presentationCornerRadius(_ radius: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationCornerRadius", fileID: fileID, line: line)
    }
    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationBackground", [style], fileID: fileID, line: line)
    }
    /// Stops swipe-to-dismiss.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("interactiveDismissDisabled", [isDisabled], fileID: fileID, line: line)
    }
    /// A tab's item (before iOS 18): `.tabItem { Label("Trips", systemImage: "airplane") }`.
    public func tabItem<V: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder _ label: () -> V) -> some View {
        modifier(DecorationModifier(name: "tabItem", decoration: label(), fileID: fileID, line: line))
    }
    /// The accessibility label: what VoiceOver reads, and what `ViewHost.tap(button:)` also matches.
    public func accessibilityLabel(_ label: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityLabel", [label.text], fileID: fileID, line: line)
    }
    /// The accessibility label from a string value.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityLabel", [String(label)], fileID: fileID, line: line)
    }
    /// The accessibility label from a text.
    public func accessibilityLabel(_ label: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityLabel", [label.content], fileID: fileID, line: line)
    }
    /// The accessibility hint.
    public func accessibilityHint(_ hint: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityHint", [hint.text], fileID: fileID, line: line)
    }
    /// The accessibility value.
    public func accessibilityValue(_ value: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityValue", [value.text], fileID: fileID, line: line)
    }
    /// The accessibility identifier.
    public func accessibilityIdentifier(_ identifier: String, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityIdentifier", [identifier], fileID: fileID, line: line)
    }
    /// Accessibility traits to add.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityAddTraits", fileID: fileID, line: line)
    }
    /// Accessibility traits to remove.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityRemoveTraits", fileID: fileID, line: line)
    }
    /// Hides the view from accessibility.
    public func accessibilityHidden(_ hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityHidden", [hidden], fileID: fileID, line: line)
    }
    /// How children combine for accessibility.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityElement", fileID: fileID, line: line)
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// From bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Top.
        public static let top = Set(rawValue: 1)
        /// Bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// Scroll indicator visibility.
public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// At once.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// With the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Keyboard types (UIKit's enum, reached through SwiftUI's `.keyboardType(_:)`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Autocapitalisation (UIKit's enum, reached through SwiftUI's `.autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Autocapitalisation behaviour.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Words.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Sentences.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label.
public enum SubmitLabel: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

/// Accessibility traits.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 8)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 16)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How children combine for accessibility.
public struct AccessibilityChildBehavior: Sendable {
    let name: String
    /// Ignore children.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Contain children.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine children.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Autofill content types (UIKit's, reached through SwiftUI's `.textContentType(_:)`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A content type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A username.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The page index style of a paged `TabView`.
public protocol IndexViewStyle: Sendable {}

/// The page index style.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the index background shows.
    public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
    /// A page index style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page style with a background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// Toolbar title display modes (iOS 17).
public enum ToolbarTitleDisplayMode: Hashable, Sendable { case automatic, inline, inlineLarge, large }

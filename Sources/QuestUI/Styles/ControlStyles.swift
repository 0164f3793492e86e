// Style protocols and the built-in styles: `.listStyle(.insetGrouped)`, `.listStyle(InsetGroupedListStyle())`.
// Styles are recorded by name; they do not change evaluation.
//
// Every built-in style has one shape, so adding one is copying a line pair in its family: the type (which learner
// code may name) stating the static member's name, then that member:
//
//     /// `.insetGrouped`
//     public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public static let name = "insetGrouped"; public init() {} }
//     extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
//
// Swift needs both (a type for `InsetGroupedListStyle()`, a constrained member for `.insetGrouped`); `BuiltInStyle`
// supplies the rest. `ControlStylesTests` holds every pair to this shape.

/// A built-in style, recorded by its name: the static member that makes it (`insetGrouped`).
public protocol BuiltInStyle: Sendable, CustomStringConvertible {
    /// The static member's name (`insetGrouped`).
    static var name: String { get }
}

extension BuiltInStyle {
    /// The name, as the recorded modifier shows it.
    public var description: String { Self.name }
}

/// A style for `.listStyle`.
public protocol ListStyle: Sendable {}

/// `.automatic`
public struct DefaultListStyle: ListStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
/// `.plain`
public struct PlainListStyle: ListStyle, BuiltInStyle { public static let name = "plain"; public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
/// `.grouped`
public struct GroupedListStyle: ListStyle, BuiltInStyle { public static let name = "grouped"; public init() {} }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
/// `.insetGrouped`
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public static let name = "insetGrouped"; public init() {} }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
/// `.inset`
public struct InsetListStyle: ListStyle, BuiltInStyle { public static let name = "inset"; public init() {} }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
/// `.sidebar`
public struct SidebarListStyle: ListStyle, BuiltInStyle { public static let name = "sidebar"; public init() {} }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension View {
    /// Sets the listStyle.
    public func listStyle<S: ListStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.pickerStyle`.
public protocol PickerStyle: Sendable {}

/// `.automatic`
public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
/// `.segmented`
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public static let name = "segmented"; public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
/// `.menu`
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public static let name = "menu"; public init() {} }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
/// `.wheel`
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public static let name = "wheel"; public init() {} }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
/// `.inline`
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public static let name = "inline"; public init() {} }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
/// `.navigationLink`
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public static let name = "navigationLink"; public init() {} }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
/// `.palette`
public struct PalettePickerStyle: PickerStyle, BuiltInStyle { public static let name = "palette"; public init() {} }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

extension View {
    /// Sets the pickerStyle.
    public func pickerStyle<S: PickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("pickerStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.buttonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// `.automatic`
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
/// `.bordered`
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "bordered"; public init() {} }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
/// `.borderedProminent`
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "borderedProminent"; public init() {} }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
/// `.borderless`
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "borderless"; public init() {} }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
/// `.plain`
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "plain"; public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
/// `.glass`
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "glass"; public init() {} }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { .init() } }
/// `.glassProminent`
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public static let name = "glassProminent"; public init() {} }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }

extension View {
    /// Sets the primitiveButtonStyle.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("buttonStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.textFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// `.automatic`
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
/// `.roundedBorder`
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public static let name = "roundedBorder"; public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
/// `.plain`
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { public static let name = "plain"; public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }

extension View {
    /// Sets the textFieldStyle.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textFieldStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.labelStyle`.
public protocol LabelStyle: Sendable {}

/// `.automatic`
public struct DefaultLabelStyle: LabelStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
/// `.iconOnly`
public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle { public static let name = "iconOnly"; public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
/// `.titleOnly`
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle { public static let name = "titleOnly"; public init() {} }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
/// `.titleAndIcon`
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle { public static let name = "titleAndIcon"; public init() {} }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

extension View {
    /// Sets the labelStyle.
    public func labelStyle<S: LabelStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("labelStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.toggleStyle`.
public protocol ToggleStyle: Sendable {}

/// `.automatic`
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
/// `.switch`
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle { public static let name = "switch"; public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
/// `.button`
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle { public static let name = "button"; public init() {} }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    /// Sets the toggleStyle.
    public func toggleStyle<S: ToggleStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toggleStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.NavigationViewStyle`.
public protocol NavigationViewStyle: Sendable {}

/// `.automatic`
public struct DefaultNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
/// `.stack`
public struct StackNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public static let name = "stack"; public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
/// `.columns`
public struct ColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public static let name = "columns"; public init() {} }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

/// A style for `.NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// `.automatic`
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }
/// `.balanced`
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public static let name = "balanced"; public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
/// `.prominentDetail`
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public static let name = "prominentDetail"; public init() {} }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() } }

/// A style for `.tabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// `.automatic`
public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
/// `.sidebarAdaptable`
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle { public static let name = "sidebarAdaptable"; public init() {} }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
/// `.tabBarOnly`
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle { public static let name = "tabBarOnly"; public init() {} }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

extension View {
    /// Sets the tabViewStyle.
    public func tabViewStyle<S: TabViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tabViewStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.datePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// `.automatic`
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
/// `.compact`
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle { public static let name = "compact"; public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
/// `.graphical`
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle { public static let name = "graphical"; public init() {} }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
/// `.wheel`
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle { public static let name = "wheel"; public init() {} }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Sets the datePickerStyle.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("datePickerStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.progressViewStyle`.
public protocol ProgressViewStyle: Sendable {}

/// `.automatic`
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
/// `.linear`
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle { public static let name = "linear"; public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
/// `.circular`
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle { public static let name = "circular"; public init() {} }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    /// Sets the progressViewStyle.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("progressViewStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.formStyle`.
public protocol FormStyle: Sendable {}

/// `.automatic`
public struct AutomaticFormStyle: FormStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
/// `.grouped`
public struct GroupedFormStyle: FormStyle, BuiltInStyle { public static let name = "grouped"; public init() {} }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
/// `.columns`
public struct ColumnsFormStyle: FormStyle, BuiltInStyle { public static let name = "columns"; public init() {} }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// Sets the formStyle.
    public func formStyle<S: FormStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("formStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.menuStyle`.
public protocol MenuStyle: Sendable {}

/// `.automatic`
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
/// `.button`
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle { public static let name = "button"; public init() {} }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
/// `.borderlessButton`
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle { public static let name = "borderlessButton"; public init() {} }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

extension View {
    /// Sets the menuStyle.
    public func menuStyle<S: MenuStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("menuStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.NavigationTransition`.
public protocol NavigationTransition: Sendable {}

/// `.automatic`
public struct AutomaticNavigationTransition: NavigationTransition, BuiltInStyle { public static let name = "automatic"; public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition { public static var automatic: AutomaticNavigationTransition { .init() } }

/// Paged tab view style.
public struct PageTabViewStyle: TabViewStyle, CustomStringConvertible {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    /// A paged style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    /// The name.
    public var description: String { "page" }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paged.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Paged with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

/// A learner's own button style: `struct Pressable: ButtonStyle { func makeBody(configuration:) -> some View }`.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The styled button.
    associatedtype Body: View
    /// Makes the styled button from its label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The button's label and state.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` receives.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed; never headlessly.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?

    /// The type-erased label.
    public struct Label: View, PrimitiveView {
        /// Primitive.
        public var body: Never { primitiveBody }
        func makeNodes(in context: RenderContext) -> [ViewNode] { [] }
    }
}

/// A learner's own label style.
extension View {
    /// A learner's button style; recorded by its type name.
    public func buttonStyle<S: ButtonStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("buttonStyle", [Renderer.kindName(of: S.self)], fileID: fileID, line: line)
    }
}

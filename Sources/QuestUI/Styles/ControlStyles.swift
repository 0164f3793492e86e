// Style protocols and the built-in styles, each with its static member: `.listStyle(.insetGrouped)`,
// `.listStyle(InsetGroupedListStyle())`. Styles are recorded by name; they do not change evaluation.

/// A style for `.listStyle`.
public protocol ListStyle: Sendable {}

/// The `.automatic` ListStyle.
public struct DefaultListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The `automatic` style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` ListStyle.
public struct PlainListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
    /// The `plain` style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.grouped` ListStyle.
public struct GroupedListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
    /// The `grouped` style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.insetGrouped` ListStyle.
public struct InsetGroupedListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The `insetGrouped` style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.inset` ListStyle.
public struct InsetListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
    /// The `inset` style.
    public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `.sidebar` ListStyle.
public struct SidebarListStyle: ListStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
    /// The `sidebar` style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the listStyle.
    public func listStyle<S: ListStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("listStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.pickerStyle`.
public protocol PickerStyle: Sendable {}

/// The `.automatic` PickerStyle.
public struct DefaultPickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The `automatic` style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The `.segmented` PickerStyle.
public struct SegmentedPickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The `segmented` style.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `.menu` PickerStyle.
public struct MenuPickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The `menu` style.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `.wheel` PickerStyle.
public struct WheelPickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The `wheel` style.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `.inline` PickerStyle.
public struct InlinePickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The `inline` style.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `.navigationLink` PickerStyle.
public struct NavigationLinkPickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The `navigationLink` style.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `.palette` PickerStyle.
public struct PalettePickerStyle: PickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The `palette` style.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets the pickerStyle.
    public func pickerStyle<S: PickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("pickerStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.buttonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// The `.automatic` PrimitiveButtonStyle.
public struct DefaultButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The `automatic` style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `.bordered` PrimitiveButtonStyle.
public struct BorderedButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The `bordered` style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `.borderedProminent` PrimitiveButtonStyle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The `borderedProminent` style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The `.borderless` PrimitiveButtonStyle.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The `borderless` style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `.plain` PrimitiveButtonStyle.
public struct PlainButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The `plain` style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The `.glass` PrimitiveButtonStyle.
public struct GlassButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "glass" }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The `glass` style.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

/// The `.glassProminent` PrimitiveButtonStyle.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "glassProminent" }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The `glassProminent` style.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension View {
    /// Sets the primitiveButtonStyle.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("buttonStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.textFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// The `.automatic` TextFieldStyle.
public struct DefaultTextFieldStyle: TextFieldStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The `automatic` style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.roundedBorder` TextFieldStyle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The `roundedBorder` style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `.plain` TextFieldStyle.
public struct PlainTextFieldStyle: TextFieldStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The `plain` style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets the textFieldStyle.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textFieldStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.labelStyle`.
public protocol LabelStyle: Sendable {}

/// The `.automatic` LabelStyle.
public struct DefaultLabelStyle: LabelStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The `automatic` style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `.iconOnly` LabelStyle.
public struct IconOnlyLabelStyle: LabelStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The `iconOnly` style.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `.titleOnly` LabelStyle.
public struct TitleOnlyLabelStyle: LabelStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The `titleOnly` style.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `.titleAndIcon` LabelStyle.
public struct TitleAndIconLabelStyle: LabelStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The `titleAndIcon` style.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the labelStyle.
    public func labelStyle<S: LabelStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("labelStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.toggleStyle`.
public protocol ToggleStyle: Sendable {}

/// The `.automatic` ToggleStyle.
public struct DefaultToggleStyle: ToggleStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The `automatic` style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `.switch` ToggleStyle.
public struct SwitchToggleStyle: ToggleStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "switch" }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The `switch` style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `.button` ToggleStyle.
public struct ButtonToggleStyle: ToggleStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "button" }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The `button` style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the toggleStyle.
    public func toggleStyle<S: ToggleStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toggleStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.NavigationViewStyle`.
public protocol NavigationViewStyle: Sendable {}

/// The `.automatic` NavigationViewStyle.
public struct DefaultNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The `automatic` style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// The `.stack` NavigationViewStyle.
public struct StackNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "stack" }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The `stack` style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// The `.columns` NavigationViewStyle.
public struct ColumnNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "columns" }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The `columns` style.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// A style for `.NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// The `.automatic` NavigationSplitViewStyle.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The `automatic` style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// The `.balanced` NavigationSplitViewStyle.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "balanced" }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The `balanced` style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

/// The `.prominentDetail` NavigationSplitViewStyle.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The `prominentDetail` style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// A style for `.tabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// The `.automatic` TabViewStyle.
public struct DefaultTabViewStyle: TabViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The `automatic` style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// The `.sidebarAdaptable` TabViewStyle.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "sidebarAdaptable" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The `sidebarAdaptable` style.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

/// The `.tabBarOnly` TabViewStyle.
public struct TabBarOnlyTabViewStyle: TabViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "tabBarOnly" }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The `tabBarOnly` style.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
    /// Sets the tabViewStyle.
    public func tabViewStyle<S: TabViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tabViewStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.datePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// The `.automatic` DatePickerStyle.
public struct DefaultDatePickerStyle: DatePickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The `automatic` style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `.compact` DatePickerStyle.
public struct CompactDatePickerStyle: DatePickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The `compact` style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `.graphical` DatePickerStyle.
public struct GraphicalDatePickerStyle: DatePickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The `graphical` style.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `.wheel` DatePickerStyle.
public struct WheelDatePickerStyle: DatePickerStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The `wheel` style.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the datePickerStyle.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("datePickerStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.progressViewStyle`.
public protocol ProgressViewStyle: Sendable {}

/// The `.automatic` ProgressViewStyle.
public struct DefaultProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The `automatic` style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `.linear` ProgressViewStyle.
public struct LinearProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "linear" }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The `linear` style.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The `.circular` ProgressViewStyle.
public struct CircularProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "circular" }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The `circular` style.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the progressViewStyle.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("progressViewStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.formStyle`.
public protocol FormStyle: Sendable {}

/// The `.automatic` FormStyle.
public struct AutomaticFormStyle: FormStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The `automatic` style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `.grouped` FormStyle.
public struct GroupedFormStyle: FormStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "grouped" }
}

extension FormStyle where Self == GroupedFormStyle {
    /// The `grouped` style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The `.columns` FormStyle.
public struct ColumnsFormStyle: FormStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "columns" }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The `columns` style.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the formStyle.
    public func formStyle<S: FormStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("formStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.menuStyle`.
public protocol MenuStyle: Sendable {}

/// The `.automatic` MenuStyle.
public struct DefaultMenuStyle: MenuStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The `automatic` style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// The `.button` MenuStyle.
public struct ButtonMenuStyle: MenuStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "button" }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The `button` style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The `.borderlessButton` MenuStyle.
public struct BorderlessButtonMenuStyle: MenuStyle, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "borderlessButton" }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The `borderlessButton` style.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the menuStyle.
    public func menuStyle<S: MenuStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("menuStyle", [style], fileID: fileID, line: line)
    }
}

/// A style for `.NavigationTransition`.
public protocol NavigationTransition: Sendable {}

/// The `.automatic` NavigationTransition.
public struct AutomaticNavigationTransition: NavigationTransition, CustomStringConvertible {
    /// The style.
    public init() {}
    /// The name.
    public var description: String { "automatic" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The `automatic` style.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}
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

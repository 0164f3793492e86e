// Visual modifiers: recorded on the node with their arguments, not laid out or drawn.

extension View {
    /// Padding on all edges, or on some.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("padding", length.map { [$0] } ?? [], fileID: fileID, line: line)
    }
    /// Padding of a length on all edges.
    public func padding(_ length: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("padding", [length], fileID: fileID, line: line)
    }
    /// Padding by insets.
    public func padding(_ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("padding", [insets], fileID: fileID, line: line)
    }
    /// The font of the text inside.
    public func font(_ font: Font?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("font", [font as Any], fileID: fileID, line: line)
    }
    /// The weight of the text inside.
    public func fontWeight(_ weight: Font.Weight?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("fontWeight", [weight as Any], fileID: fileID, line: line)
    }
    /// The design of the text inside.
    public func fontDesign(_ design: Font.Design?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("fontDesign", [design as Any], fileID: fileID, line: line)
    }
    /// Bold text inside.
    public func bold(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("bold", [isActive], fileID: fileID, line: line)
    }
    /// Italic text inside.
    public func italic(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("italic", [isActive], fileID: fileID, line: line)
    }
    /// The foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("foregroundStyle", [style], fileID: fileID, line: line)
    }
    /// Primary and secondary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("foregroundStyle", [primary, secondary], fileID: fileID, line: line)
    }
    /// The foreground colour (deprecated in SwiftUI, common in older code).
    public func foregroundColor(_ color: Color?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("foregroundColor", [color as Any], fileID: fileID, line: line)
    }
    /// The accent colour (deprecated in SwiftUI).
    public func accentColor(_ color: Color?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accentColor", [color as Any], fileID: fileID, line: line)
    }
    /// The tint.
    public func tint<S: ShapeStyle>(_ tint: S?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tint", [tint as Any], fileID: fileID, line: line)
    }
    /// The tint colour.
    public func tint(_ tint: Color?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("tint", [tint as Any], fileID: fileID, line: line)
    }
    /// A fixed or flexible frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("frame", [width.map { "width: \($0)" } ?? "", height.map { "height: \($0)" } ?? ""].filter { !$0.isEmpty }, fileID: fileID, line: line)
    }
    /// A frame with limits.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        let parts: [String?] = [minWidth.map { "minWidth: \($0)" }, maxWidth.map { "maxWidth: \($0)" }, minHeight.map { "minHeight: \($0)" }, maxHeight.map { "maxHeight: \($0)" }]
        return recorded("frame", parts.compactMap { $0 }, fileID: fileID, line: line)
    }
    /// Opacity.
    public func opacity(_ opacity: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("opacity", [opacity], fileID: fileID, line: line)
    }
    /// A view in front of this one.
    public func overlay<V: View>(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(name: "overlay", decoration: content(), fileID: fileID, line: line))
    }
    /// A view in front of this one (the older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(DecorationModifier(name: "overlay", decoration: overlay, fileID: fileID, line: line))
    }
    /// A style in front of this view, in a shape.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("overlay", [style], fileID: fileID, line: line)
    }
    /// A view behind this one.
    public func background<V: View>(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(name: "background", decoration: content(), fileID: fileID, line: line))
    }
    /// A view behind this one (the older form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(DecorationModifier(name: "background", decoration: background, fileID: fileID, line: line))
    }
    /// A style behind this view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("background", [style], fileID: fileID, line: line)
    }
    /// A style behind this view, in a shape.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle(), fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("background", [style], fileID: fileID, line: line)
    }
    /// The default background, in a shape.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle(), fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("background", fileID: fileID, line: line)
    }
    /// Rounded corners (deprecated in SwiftUI).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("cornerRadius", [radius], fileID: fileID, line: line)
    }
    /// Clips to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle(), fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("clipShape", [Renderer.kindName(of: S.self)], fileID: fileID, line: line)
    }
    /// Clips to the bounds.
    public func clipped(antialiased: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("clipped", fileID: fileID, line: line)
    }
    /// A border.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("border", [content, width], fileID: fileID, line: line)
    }
    /// A shadow.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("shadow", [radius], fileID: fileID, line: line)
    }
    /// Scales to fit its frame.
    public func scaledToFit(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scaledToFit", fileID: fileID, line: line)
    }
    /// Scales to fill its frame.
    public func scaledToFill(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scaledToFill", fileID: fileID, line: line)
    }
    /// Keeps an aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("aspectRatio", [contentMode], fileID: fileID, line: line)
    }
    /// Keeps an aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("aspectRatio", [contentMode], fileID: fileID, line: line)
    }
    /// Extends into the safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("ignoresSafeArea", fileID: fileID, line: line)
    }
    /// Extends into the safe area (deprecated in SwiftUI).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("edgesIgnoringSafeArea", fileID: fileID, line: line)
    }
    /// Lines of text allowed.
    public func lineLimit(_ number: Int?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("lineLimit", [number as Any], fileID: fileID, line: line)
    }
    /// Lines of text allowed, as a range.
    public func lineLimit<R: RangeExpression>(_ limit: R, fileID: String = #fileID, line: Int = #line) -> some View where R.Bound == Int {
        recorded("lineLimit", [limit], fileID: fileID, line: line)
    }
    /// Alignment of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("multilineTextAlignment", [alignment], fileID: fileID, line: line)
    }
    /// Spacing between lines.
    public func lineSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("lineSpacing", [spacing], fileID: fileID, line: line)
    }
    /// Text case.
    public func textCase(_ textCase: Text.Case?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textCase", [textCase as Any], fileID: fileID, line: line)
    }
    /// Minimum scale of text.
    public func minimumScaleFactor(_ factor: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("minimumScaleFactor", [factor], fileID: fileID, line: line)
    }
    /// Truncation.
    public func truncationMode(_ mode: Text.TruncationMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("truncationMode", [mode], fileID: fileID, line: line)
    }
    /// Rotation.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("rotationEffect", [angle.degrees], fileID: fileID, line: line)
    }
    /// 3D rotation.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("rotation3DEffect", [angle.degrees], fileID: fileID, line: line)
    }
    /// Scale.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scaleEffect", [scale], fileID: fileID, line: line)
    }
    /// Scale by axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scaleEffect", [x, y], fileID: fileID, line: line)
    }
    /// Offset.
    public func offset(x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("offset", [x, y], fileID: fileID, line: line)
    }
    /// Offset by a size.
    public func offset(_ offset: CGSize, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("offset", [offset.width, offset.height], fileID: fileID, line: line)
    }
    /// Position.
    public func position(x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("position", [x, y], fileID: fileID, line: line)
    }
    /// Blur.
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("blur", [radius], fileID: fileID, line: line)
    }
    /// Stacking order.
    public func zIndex(_ value: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("zIndex", [value], fileID: fileID, line: line)
    }
    /// Layout priority.
    public func layoutPriority(_ value: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("layoutPriority", [value], fileID: fileID, line: line)
    }
    /// Ideal size.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("fixedSize", fileID: fileID, line: line)
    }
    /// An explicit identity; a new value resets the view's state, as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(IdentityModifier(id: "\(id)", record: ModifierRecord(name: "id", arguments: ["\(id)"], fileID: fileID, line: line)))
    }
    /// Animates changes of a value (recorded).
    public func animation<V: Equatable>(_ animation: Animation?, value: V, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("animation", [animation?.name ?? "nil"], fileID: fileID, line: line)
    }
    /// Animates all changes (deprecated in SwiftUI).
    public func animation(_ animation: Animation?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("animation", [animation?.name ?? "nil"], fileID: fileID, line: line)
    }
    /// How the view enters and leaves.
    public func transition(_ transition: AnyTransition, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("transition", [transition.name], fileID: fileID, line: line)
    }
    /// Hides the view.
    public func hidden(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("hidden", fileID: fileID, line: line)
    }
    /// The tappable area.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("contentShape", [Renderer.kindName(of: S.self)], fileID: fileID, line: line)
    }
    /// Light or dark for this view and its presentations.
    public func preferredColorScheme(_ colorScheme: ColorScheme?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("preferredColorScheme", [colorScheme as Any], fileID: fileID, line: line)
    }
    /// Symbol scale.
    public func imageScale(_ scale: Image.Scale, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("imageScale", [scale], fileID: fileID, line: line)
    }
    /// Symbol rendering.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("symbolRenderingMode", [mode as Any], fileID: fileID, line: line)
    }
    /// Symbol variant.
    public func symbolVariant(_ variant: SymbolVariants, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("symbolVariant", [variant], fileID: fileID, line: line)
    }
    /// Content redaction.
    public func redacted(reason: RedactionReasons, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("redacted", fileID: fileID, line: line)
    }
    /// A badge.
    public func badge(_ count: Int, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("badge", [count], fileID: fileID, line: line)
    }
    /// A text badge.
    public func badge(_ label: Text?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("badge", [label?.content ?? ""], fileID: fileID, line: line)
    }
    /// A string badge.
    public func badge(_ key: LocalizedStringKey?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("badge", [key?.text ?? ""], fileID: fileID, line: line)
    }
    /// Views in the safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(name: "safeAreaInset", decoration: content(), fileID: fileID, line: line))
    }
    /// Control size.
    public func controlSize(_ size: ControlSize, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("controlSize", [size], fileID: fileID, line: line)
    }
    /// Hides labels of controls.
    public func labelsHidden(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("labelsHidden", fileID: fileID, line: line)
    }
    /// Sensory feedback (recorded).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("sensoryFeedback", fileID: fileID, line: line)
    }
    /// A context menu (its buttons are recorded as a child "ContextMenu").
    public func contextMenu<M: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder menuItems: () -> M) -> some View {
        modifier(DecorationModifier(name: "contextMenu", decoration: menuItems(), fileID: fileID, line: line))
    }
    /// Swipe actions on a row (its buttons are recorded as a child "SwipeActions").
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> T) -> some View {
        modifier(DecorationModifier(name: "swipeActions", decoration: content(), fileID: fileID, line: line))
    }
}

/// A modifier that evaluates a second view (overlay, background, context menu) and keeps it as a child named after
/// the modifier, so its texts and buttons can be found.
struct DecorationModifier: BuiltinModifier {
    let name: String
    let decoration: any View
    let fileID: String
    let line: Int

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var node = context.renderer.node(for: content, in: context)
        let inner = context.displaying(name)
        let decorationNodes = context.renderer.nodes(for: decoration, in: inner)
        node.modifiers.append(ModifierRecord(name: name, fileID: fileID, line: line))
        if !decorationNodes.isEmpty {
            var holder = ViewNode(kind: name.prefix(1).uppercased() + name.dropFirst(), children: decorationNodes, fileID: fileID, line: line, context: inner)
            holder.hidesChildTexts = name == "contextMenu" || name == "swipeActions"
            holder.isDecoration = true
            node.children.append(holder)
        }
        return [node]
    }
}

/// Gives the content a new identity when the id changes, so its state starts afresh.
struct IdentityModifier: BuiltinModifier {
    let id: String
    let record: ModifierRecord

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var node = context.renderer.node(for: content, in: context.identified("id(\(id))"))
        node.modifiers.append(record)
        return [node]
    }
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Top or bottom.
public enum VerticalEdge: Hashable, Sendable { case top, bottom }
/// Leading or trailing.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }
/// Control sizes.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }
/// How symbols render.
public struct SymbolRenderingMode: Sendable {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Several colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers of one colour.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Two or more colours.
    public static let palette = SymbolRenderingMode(name: "palette")
}
/// Symbol variants.
public struct SymbolVariants: Sendable {
    let name: String
    /// No variant.
    public static let none = SymbolVariants(name: "none")
    /// Filled.
    public static let fill = SymbolVariants(name: "fill")
    /// In a circle.
    public static let circle = SymbolVariants(name: "circle")
    /// Slashed.
    public static let slash = SymbolVariants(name: "slash")
}
/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
}
/// Haptic feedback kinds.
public struct SensoryFeedback: Sendable {
    let name: String
    /// Success.
    public static let success = SensoryFeedback(name: "success")
    /// Warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Error.
    public static let error = SensoryFeedback(name: "error")
    /// Selection.
    public static let selection = SensoryFeedback(name: "selection")
    /// Increase.
    public static let increase = SensoryFeedback(name: "increase")
    /// Decrease.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
}

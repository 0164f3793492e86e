// Text-width, Dynamic Type and layout adjustments; recorded on the node, never laid out.

/// A view's size and alignment guides, as `.alignmentGuide(_:computeValue:)` sees it. QuestUI lays nothing out, so
/// a view measures zero and every guide sits at its origin.
public struct ViewDimensions: Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat

    /// A horizontal guide's position.
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    /// A vertical guide's position.
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
    /// A horizontal guide's explicit position, if set.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// A vertical guide's explicit position, if set.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// Whether a scroll view bounces when its content fits: `.scrollBounceBehavior(.basedOnSize)`.
public struct ScrollBounceBehavior: Sendable, CustomStringConvertible {
    /// The behaviour's name.
    public let description: String
    /// As the platform chooses.
    public static let automatic = ScrollBounceBehavior(description: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(description: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(description: "basedOnSize")
}

extension Text {
    /// The font width (iOS 16): `.fontWidth(.condensed)`.
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line) -> Text {
        adding("fontWidth", [width.map { "\($0)" } ?? "nil"], fileID: fileID, line: line)
    }
}

extension View {
    /// The font width of the texts inside (iOS 16).
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("fontWidth", [width.map { "\($0)" } ?? "nil"], fileID: fileID, line: line)
    }

    /// Monospaced texts inside (iOS 16).
    public func monospaced(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("monospaced", [isActive], fileID: fileID, line: line)
    }

    /// Lets texts squeeze their letters before truncating.
    public func allowsTightening(_ flag: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("allowsTightening", [flag], fileID: fileID, line: line)
    }

    /// Fixes the Dynamic Type size of the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("dynamicTypeSize", [size], fileID: fileID, line: line) { _ in } environment: { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type sizes of the views inside: `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T, fileID: String = #fileID, line: Int = #line) -> some View where T.Bound == DynamicTypeSize {
        recorded("dynamicTypeSize", ["\(range)"], fileID: fileID, line: line)
    }

    /// Moves a horizontal alignment guide.
    public func alignmentGuide(_ guide: HorizontalAlignment, fileID: String = #fileID, line: Int = #line, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        recorded("alignmentGuide", fileID: fileID, line: line)
    }

    /// Moves a vertical alignment guide.
    public func alignmentGuide(_ guide: VerticalAlignment, fileID: String = #fileID, line: Int = #line, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        recorded("alignmentGuide", fileID: fileID, line: line)
    }

    /// Padding inside a scroll view's safe area (iOS 17).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("safeAreaPadding", [length.map { "\($0)" } ?? "default"], fileID: fileID, line: line)
    }

    /// Padding inside a scroll view's safe area, per edge (iOS 17).
    public func safeAreaPadding(_ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("safeAreaPadding", fileID: fileID, line: line)
    }

    /// The same padding on every edge of the safe area (iOS 17).
    public func safeAreaPadding(_ length: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("safeAreaPadding", [length], fileID: fileID, line: line)
    }

    /// Whether the scroll views inside bounce (iOS 16.4).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical], fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollBounceBehavior", [behavior], fileID: fileID, line: line)
    }
}

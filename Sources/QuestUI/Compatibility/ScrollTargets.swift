// Paging and snapping scroll views (iOS 17): `.scrollTargetBehavior(.paging)`, `.scrollTargetLayout()`,
// `.containerRelativeFrame(.horizontal)` and `.scrollPosition(id:)`. Recorded on the node; nothing scrolls headlessly.

/// How a scroll view settles when the learner lifts a finger.
public protocol ScrollTargetBehavior: CustomStringConvertible {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging.
    public init() {}
    /// `paging`.
    public var description: String { "paging" }
}

/// Settles on the views marked by `.scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll.
    public struct LimitBehavior: Sendable, CustomStringConvertible {
        /// The limit's name.
        public let description: String
        /// As the platform chooses.
        public static var automatic: LimitBehavior { LimitBehavior(description: "automatic") }
        /// Always one page of views.
        public static var always: LimitBehavior { LimitBehavior(description: "always") }
        /// Always a few views (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(description: "alwaysByFew") }
        /// Always one view (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(description: "alwaysByOne") }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(description: "never") }
    }

    let limitBehavior: LimitBehavior

    /// View-aligned settling with a limit.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    /// `viewAligned`.
    public var description: String { "viewAligned(\(limitBehavior))" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views marked by `.scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles on views, scrolling at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the scroll view settles.
    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollTargetBehavior", [behavior], fileID: fileID, line: line)
    }

    /// Marks the views of this stack as scroll targets.
    public func scrollTargetLayout(isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollTargetLayout", [isEnabled], fileID: fileID, line: line)
    }

    /// Binds the id of the scroll target shown first.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollPosition", fileID: fileID, line: line)
    }

    /// Lets content draw outside the scroll view's bounds.
    public func scrollClipDisabled(_ disabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("scrollClipDisabled", [disabled], fileID: fileID, line: line)
    }

    /// Sizes the view to its container (the scroll view's visible area) along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("containerRelativeFrame", fileID: fileID, line: line)
    }

    /// Sizes the view to `span` of `count` equal parts of its container along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("containerRelativeFrame", [count, span], fileID: fileID, line: line)
    }

    /// Sizes the view along `axes` with a function of the container's length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        recorded("containerRelativeFrame", fileID: fileID, line: line)
    }
}

extension View {
    /// The navigation title: `.navigationTitle("Trips")`.
    public func navigationTitle(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.text], fileID: fileID, line: line)
    }
    /// The navigation title from a string value.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [String(title)], fileID: fileID, line: line)
    }
    /// The navigation title from a text.
    public func navigationTitle(_ title: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.content], fileID: fileID, line: line)
    }
    /// An editable navigation title.
    public func navigationTitle(_ title: Binding<String>, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.wrappedValue], fileID: fileID, line: line)
    }
    /// The navigation subtitle (iOS 26).
    public func navigationSubtitle(_ subtitle: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationSubtitle", [subtitle.text], fileID: fileID, line: line)
    }
    /// The navigation subtitle from a string value.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationSubtitle", [String(subtitle)], fileID: fileID, line: line)
    }
    /// The navigation subtitle from a text.
    public func navigationSubtitle(_ subtitle: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationSubtitle", [subtitle.content], fileID: fileID, line: line)
    }
    /// Large or inline title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationBarTitleDisplayMode", [displayMode], fileID: fileID, line: line)
    }
    /// The pre-iOS 14 title (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.text], fileID: fileID, line: line)
    }
    /// The pre-iOS 14 title from a string value.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [String(title)], fileID: fileID, line: line)
    }
    /// The pre-iOS 14 title from a text.
    public func navigationBarTitle(_ title: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.content], fileID: fileID, line: line)
    }
    /// The pre-iOS 14 title with a display mode.
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.text], fileID: fileID, line: line)
    }
    /// The pre-iOS 14 title from a text, with a display mode.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTitle", [title.content], fileID: fileID, line: line)
    }
    /// Pre-iOS 14 bar items; they become toolbar items at the leading and trailing edges.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(ToolbarModifier(record: ModifierRecord(name: "navigationBarItems", fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(forViews: leading, placement: .navigationBarLeading, in: context.identified("leading"))
                + context.renderer.toolbarItems(forViews: trailing, placement: .navigationBarTrailing, in: context.identified("trailing"))
        })
    }
    /// Pre-iOS 14 leading bar items.
    public func navigationBarItems<L: View>(leading: L, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(ToolbarModifier(record: ModifierRecord(name: "navigationBarItems", fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(forViews: leading, placement: .navigationBarLeading, in: context)
        })
    }
    /// Pre-iOS 14 trailing bar items.
    public func navigationBarItems<T: View>(trailing: T, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(ToolbarModifier(record: ModifierRecord(name: "navigationBarItems", fileID: fileID, line: line)) { context in
            context.renderer.toolbarItems(forViews: trailing, placement: .navigationBarTrailing, in: context)
        })
    }
    /// Hides the back button.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationBarBackButtonHidden", [hidesBackButton], fileID: fileID, line: line)
    }
    /// Hides the navigation bar (deprecated in SwiftUI).
    public func navigationBarHidden(_ hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationBarHidden", [hidden], fileID: fileID, line: line)
    }
    /// The navigation view style (deprecated in SwiftUI).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationViewStyle", [style], fileID: fileID, line: line)
    }
    /// The split view style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationSplitViewStyle", [style], fileID: fileID, line: line)
    }
    /// The transition used when this view is pushed (iOS 18).
    public func navigationTransition<T: NavigationTransition>(_ style: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("navigationTransition", fileID: fileID, line: line)
    }
}

/// Namespace of the navigation bar's title display mode.
public enum NavigationBarItem {
    /// Large, inline or automatic.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where a view is being evaluated: its structural identity, its display path, its environment and the enclosing
/// navigation stack. A value, so each child gets its own copy.
@MainActor struct RenderContext {
    let renderer: Renderer
    /// Structural identity: the key under which `@State` and `@StateObject` storage is kept across re-renders.
    var identity: String
    /// The path shown in failure messages: `RootView › NavigationStack › List › row 2 › Text`.
    var display: [String]
    var environment: EnvironmentValues
    var navigation: NavigationScope?
    /// Renders the content a learner's `ViewModifier.body(content:)` wraps.
    var modifierContent: (@MainActor (RenderContext) -> [ViewNode])?

    var pathText: String { display.joined(separator: " › ") }

    /// A context one level down, named by the view's kind in both identity and display path.
    func descending(into kind: String) -> RenderContext {
        var copy = self
        copy.identity += "/" + kind
        copy.display.append(kind)
        return copy
    }

    /// A context for a sibling position or branch, which changes identity but not the display path.
    func identified(_ part: String) -> RenderContext {
        var copy = self
        copy.identity += "." + part
        return copy
    }

    /// A context whose display path gains a part (`row 2`, `toolbar`) and whose identity gains the same.
    func displaying(_ part: String) -> RenderContext {
        var copy = self
        copy.identity += "/" + part
        copy.display.append(part)
        return copy
    }

    /// A context with one environment value changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> RenderContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

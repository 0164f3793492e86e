import QuestSyntax

/// Finds the learner's app (`struct TripsApp: App`) whose window shows a given view: the checks then evaluate the
/// window's content, so that a view reading what the app puts in its environment
/// (`WindowGroup { RootView().environment(router) }`) gets it, as on a device, instead of crashing bare.
///
/// Reads the files through `SwiftSourceFile` (comments and strings never count). The view must be named inside the
/// app's body after its `WindowGroup`; or, for a view that reads an object from the environment (and so could not
/// run bare), named in the body of a view the window group shows (`RootView`'s stack hosting `ContentView`). `App`
/// requires `init()`, so the app can always be made.
enum AppFinder {
    /// The name of the first app whose window shows `view`, or nil.
    static func app(showing view: String, in sources: [SwiftSourceFile]) -> String? {
        if let app = windowApp(showing: view, in: sources) { return app }
        guard readsEnvironmentObject(view, in: sources) else { return nil }
        for host in views(naming: view, in: sources) {
            if let app = windowApp(showing: host, in: sources) { return app }
        }
        return nil
    }

    /// The first app whose `WindowGroup` names `view`.
    private static func windowApp(showing view: String, in sources: [SwiftSourceFile]) -> String? {
        for source in sources {
            for app in source.declarations where app.kind == "struct" && app.inherits.contains("App") {
                guard let body = app.body, let group = source.offsets(ofWord: "WindowGroup").first(where: body.contains) else { continue }
                if source.offsets(ofWord: view).contains(where: { body.contains($0) && $0 > group }) { return app.name }
            }
        }
        return nil
    }

    /// The views (other than `view`) whose bodies name `view`.
    private static func views(naming view: String, in sources: [SwiftSourceFile]) -> [String] {
        sources.flatMap { source in
            source.declarations.filter { declaration in
                guard declaration.kind == "struct", declaration.inherits.contains("View"), declaration.name != view,
                      let body = declaration.body else { return false }
                return source.offsets(ofWord: view).contains(where: body.contains)
            }.map(\.name)
        }
    }

    /// The views that put toolbars in a bar and a search field in place on iOS.
    static let navigationContainers = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Whether the learner's code may show `view` inside a navigation container, as far as the sources tell: its own
    /// body names one, or some other code of the learner's names `view` (a view that hosts it, through a stack, a
    /// container of its own or a modifier: given the benefit of the doubt). False only when nothing does: no code
    /// but previews names `view` (it is the app's root as written), or only an `App` whose body names no navigation
    /// container and no other type of the learner's (`WindowGroup { ContentView() }`). Then no bar shows its toolbar.
    static func showsInNavigation(_ view: String, in sources: [SwiftSourceFile]) -> Bool {
        // A view quest cannot read is given the benefit of the doubt.
        guard sources.contains(where: { $0.declarations.contains { $0.name == view && $0.body != nil } }) else { return true }
        if bodyNamesNavigation(of: view, in: sources) { return true }
        let learnerTypes = Set(sources.flatMap { $0.declarations.map(\.name) })
        for source in sources {
            let previews = ParsedSwiftFile(text: source.text).setAside.map(\.bytes)
            let own = source.declarations.filter { $0.name == view }.compactMap(\.body)
            for offset in source.offsets(ofWord: view) where !own.contains(where: { $0.contains(offset) }) {
                if previews.contains(where: { $0.contains(offset) }) { continue }
                // Its own name where it is declared or extended names nothing that shows it.
                let before = source.code(in: max(0, offset - 24)..<offset).split(whereSeparator: \.isWhitespace).last
                if ["struct", "class", "enum", "extension"].contains(before.map(String.init) ?? "") { continue }
                let enclosing = source.declarations.filter { $0.body?.contains(offset) == true }.min { $0.body!.count < $1.body!.count }
                guard let app = enclosing, app.kind == "struct", app.inherits.contains("App"), let body = app.body else { return true }
                let names = learnerTypes.subtracting([view, app.name]).contains { source.offsets(ofWord: $0).contains(where: body.contains) }
                if names || bodyNamesNavigation(of: app.name, in: sources) { return true }
            }
        }
        return false
    }

    /// Whether the body of the type `name` (a view or an app) names a navigation container.
    private static func bodyNamesNavigation(of name: String, in sources: [SwiftSourceFile]) -> Bool {
        sources.contains { source in
            source.declarations.contains { declaration in
                guard declaration.name == name, let body = declaration.body else { return false }
                return navigationContainers.contains { container in source.offsets(ofWord: container).contains(where: body.contains) }
            }
        }
    }

    /// The apps whose bodies name `view`.
    private static func apps(naming view: String, in sources: [SwiftSourceFile]) -> [String] {
        sources.flatMap { source in
            source.declarations.filter { declaration in
                guard declaration.kind == "struct", declaration.inherits.contains("App"), let body = declaration.body else { return false }
                return source.offsets(ofWord: view).contains(where: body.contains)
            }.map(\.name)
        }
    }

    /// Whether `view` reads an object from the environment (`@Environment(Store.self)`, `@EnvironmentObject`).
    private static func readsEnvironmentObject(_ view: String, in sources: [SwiftSourceFile]) -> Bool {
        for source in sources {
            for declaration in source.declarations where declaration.name == view && declaration.kind == "struct" {
                guard let body = declaration.body else { continue }
                let code = source.code(in: body)
                if code.contains("@EnvironmentObject") { return true }
                if code.range(of: #"@Environment\(\s*[A-Za-z_][A-Za-z0-9_.]*\.self\s*\)"#, options: .regularExpression) != nil { return true }
            }
        }
        return false
    }
}

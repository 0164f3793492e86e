/// Finds the learner's app (`struct TripsApp: App`) whose window group shows a given view: the checks then evaluate
/// the window's content, so that a view reading what the app puts in its environment
/// (`WindowGroup { RootView().environment(router) }`) gets it, as on a device, instead of crashing bare.
///
/// Reads the files through `SwiftSourceFile` (comments and strings never count); the view must be named inside the
/// app's body after its `WindowGroup`. `App` requires `init()`, so the app can always be made.
enum AppFinder {
    /// The name of the first app whose window group shows `view`, or nil.
    static func app(showing view: String, in sources: [SwiftSourceFile]) -> String? {
        for source in sources {
            for app in source.declarations where app.kind == "struct" && app.inherits.contains("App") {
                guard let body = app.body else { continue }
                let groups = source.offsets(ofWord: "WindowGroup").filter(body.contains)
                guard let group = groups.first else { continue }
                if source.offsets(ofWord: view).contains(where: { body.contains($0) && $0 > group }) { return app.name }
            }
        }
        return nil
    }
}

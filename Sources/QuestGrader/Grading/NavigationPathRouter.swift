import Foundation

/// The course's routers (the reference solution and its mutants) rebuilt with a `NavigationPath` path, for a learner
/// whose `Router.path` is a `NavigationPath`: the router check accepts one, and that learner's tests naturally compare
/// `router.path` with `NavigationPath(…)`, which does not compile against a `[Route]` path
/// (`Tests/Submissions/router-navigationpath-tests`).
///
/// The course's routers keep their own logic on `[Route]`, renamed `questRoutes`; an extension gives them a
/// `path: NavigationPath` read from and written to those routes. Only course code is rewritten, never the learner's.
struct NavigationPathRouter: Sendable {
    /// The name the course router's `[Route]` path takes.
    static let storage = "questRoutes"

    /// True when the files that declare `Router` give it a `path` of type `NavigationPath`
    /// (`var path = NavigationPath()` or `var path: NavigationPath`).
    static func holdsNavigationPath(_ files: [SwiftSourceFile]) -> Bool {
        files.contains { file in
            file.declarations.contains { $0.name == "Router" }
                && file.text.range(of: #"\bvar\s+path\s*(:\s*NavigationPath\b|=\s*NavigationPath\s*\()"#, options: .regularExpression) != nil
        }
    }

    /// `files` (the course's router files) with the `[Route]` path of the file that declares `Router` renamed, and a
    /// generated file whose extension gives `Router` a `NavigationPath` path. Unchanged when no file holds
    /// `var path: [Route]`.
    static func adapting(_ files: [SwiftSourceFile]) -> [SwiftSourceFile] {
        guard let index = files.firstIndex(where: { $0.text.range(of: #"\bvar\s+path\s*:\s*\[Route\]"#, options: .regularExpression) != nil })
        else { return files }
        var adapted = files
        // Every `path` that is not a member of something else (`url.pathComponents`, `url.path` stay).
        let renamed = files[index].text.replacingOccurrences(of: #"(?<![\w.])path(?!\w)"#, with: storage, options: .regularExpression)
        adapted[index] = SwiftSourceFile(path: files[index].path, text: renamed)
        adapted.append(SwiftSourceFile(path: "QuestNavigationPath.swift", text: """
            import SwiftUI

            extension Router {
                /// The course router's stack as the learner's tests read it.
                var path: NavigationPath {
                    get { NavigationPath(\(storage)) }
                    set {
                        let elements = Mirror(reflecting: newValue).descendant("elements") as? [AnyHashable] ?? []
                        \(storage) = elements.compactMap { $0.base as? Route }
                    }
                }
            }

            """))
        return adapted
    }
}

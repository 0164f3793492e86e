import Foundation

/// quest's folder in the user's cache, `$XDG_CACHE_HOME/quest`, else `~/.cache/quest`: the module cache, the runtime
/// library when quest's own folder is read-only, and the workspaces' build folders live under it.
public enum UserCache {
    public static var folder: String {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        return cache + "/quest"
    }
}

import Foundation

/// The URL a git checkout was cloned from (`remote "origin"` in its config), read from the files: no `git` process.
enum GitOrigin {
    /// The origin of the checkout that holds `folder` (absolute), or nil when it is not in one or has no origin.
    static func url(of folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if let config = configFile(in: current.appendingPathComponent(".git")) {
                return (try? String(contentsOfFile: config, encoding: .utf8)).flatMap(origin(inConfig:))
            }
            guard current.path != "/" else { return nil }
            current.deleteLastPathComponent()
        }
    }

    /// The config of the repository whose `.git` is `dotGit`: a folder, or a worktree's file `gitdir: <path>`.
    private static func configFile(in dotGit: URL) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return dotGit.appendingPathComponent("config").path }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") else { return nil }
        let gitDirectory = URL(fileURLWithPath: text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines),
                               relativeTo: dotGit.deletingLastPathComponent())
        let common = (try? String(contentsOf: gitDirectory.appendingPathComponent("commondir"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let repository = common.map { URL(fileURLWithPath: $0, relativeTo: gitDirectory) } ?? gitDirectory
        return repository.appendingPathComponent("config").standardizedFileURL.path
    }

    /// `url = …` in the `[remote "origin"]` section.
    static func origin(inConfig text: String) -> String? {
        var inOrigin = false
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("[") {
                inOrigin = line == "[remote \"origin\"]"
            } else if inOrigin, line.hasPrefix("url"), let equals = line.firstIndex(of: "=") {
                let url = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                return url.isEmpty ? nil : url
            }
        }
        return nil
    }
}

import Foundation

/// One known-wrong solution: a folder under an exercise's `mutants:` holding the files that differ from the reference
/// solution, and a `fails` file naming the check that must catch it.
public struct MutantFolder: Hashable, Sendable {
    /// The folder's name (`sort-does-nothing`).
    public var name: String
    /// The folder, relative to the lessons folder (`lesson22/mutants/sort-does-nothing`).
    public var folder: String
    /// The check named by `fails`, or nil when the file is missing or empty.
    public var check: String?

    public init(name: String, folder: String, check: String?) {
        self.name = name
        self.folder = folder
        self.check = check
    }

    /// The mutants under `mutants` (relative to `lessonsDirectory`), sorted by name; hidden folders skipped.
    public static func all(in mutants: String, lessonsDirectory: String) -> [MutantFolder] {
        let base = LearnerFiles.join(lessonsDirectory, mutants)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder),
                  isFolder.boolValue else { return nil }
            let text = try? String(contentsOfFile: base + "/" + name + "/fails", encoding: .utf8)
            let check = text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
            return MutantFolder(name: name, folder: mutants + "/" + name, check: check)
        }
    }

    /// The solution's files with the mutant's files laid over them (same relative path: the mutant's wins).
    public static func overlay(solution: LearnerWorkspace, mutant: LearnerWorkspace) -> LearnerWorkspace {
        var byPath = Dictionary(solution.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for source in mutant.sources { byPath[source.path] = source }
        return LearnerWorkspace(directory: solution.directory, sources: byPath.values.sorted { $0.path < $1.path })
    }
}

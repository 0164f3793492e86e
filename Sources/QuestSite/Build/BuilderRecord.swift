#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestDecks

/// Which quest executable made each published site: one line per output folder (`<executable digest> <inputs>
/// <folder>`) in the lesson cache's folder (`built-by`), outside the site, so the site's bytes stay the same whichever
/// build of quest made them.
///
/// The previous site's manifest is believed only when this record says the running executable made it (from the same
/// inputs): a rebuilt quest of the same version makes everything again instead of calling old pages up to date. No
/// record (a new clone, a deleted cache, no cache folder at all) means the same.
struct BuilderRecord {
    static let fileName = "built-by"

    private let path: String?
    /// The lesson cache's folder, where the record and each site's `PublishedFiles` are kept.
    let cacheFolder: URL?

    init(cacheFolder: URL?) {
        self.cacheFolder = cacheFolder
        path = cacheFolder.map { $0.appendingPathComponent(Self.fileName).path }
    }

    /// Whether the site at `output` with the manifest of `inputs` was made by `executable`.
    func made(_ output: URL, inputs: String, by executable: String) -> Bool {
        lines()[output.standardizedFileURL.path] == "\(executable) \(inputs)"
    }

    /// Records that `executable` made the site now at `output` from `inputs`, with its files' stats (`published`),
    /// kept first: a build killed between the two leaves a record that names another build, and nothing is trusted.
    func record(_ output: URL, inputs: String, by executable: String, published: PublishedFiles) {
        published.write(for: output, cacheFolder: cacheFolder)
        guard let path else { return }
        var lines = lines()
        lines[output.standardizedFileURL.path] = "\(executable) \(inputs)"
        let text = lines.keys.sorted().map { "\(lines[$0]!) \($0)\n" }.joined()
        CacheFile.replace(path, with: Data(text.utf8))
    }

    /// `<executable> <inputs>` by folder.
    private func lines() -> [String: String] {
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var lines: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            lines[String(fields[2])] = "\(fields[0]) \(fields[1])"
        }
        return lines
    }
}

import Foundation

/// Reads, changes and writes the progress record that belongs to a workspace folder, in one step.
public enum ProgressBook {
    /// Applies `change` to the record of `workspace` (a folder with `.quest.json`), creating the record when there is
    /// none; does nothing for folders that are not workspaces (an author's solution folder keeps no record).
    public static func update(
        workspace: String, lessonsDirectory: String, _ change: (inout ProgressRecord, _ workspace: String) -> Void
    ) throws {
        let folder = URL(fileURLWithPath: workspace).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(WorkspaceMetadata.fileName).path) else {
            return
        }
        let path = ProgressRecord.path(for: folder.path)
        let absoluteLessons = URL(fileURLWithPath: lessonsDirectory).standardizedFileURL.path
        var record = try ProgressRecord.read(at: path) ?? ProgressRecord(lessonsDirectory: absoluteLessons)
        record.lessonsDirectory = absoluteLessons
        change(&record, folder.lastPathComponent)
        try record.write(to: path)
    }
}

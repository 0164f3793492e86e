public import Foundation
#if canImport(Glibc)
import Glibc
import CLinux
#endif

/// The sibling folder a build writes into (`.Site.quest-build-<pid>` next to `Site/`), swapped in for the output
/// folder only when every step has succeeded.
///
/// Until `commit()`, the output folder is never touched, so a failed or killed build leaves it exactly as it was. The
/// swap is one `renameat2(RENAME_EXCHANGE)` where the kernel offers it, so that no reader ever sees the folder missing;
/// elsewhere two renames, with the old tree kept aside until the new one is in place. The replaced tree is kept as a
/// spare that the next build writes into (see `takeSpare`).
public struct StagingFolder: Sendable {
    /// The folder the site is published to, e.g. `Site/`.
    public let output: URL
    /// Where this build writes.
    public let staging: URL
    /// The folders (relative to `staging`, parents before children) already there because the previous tree was
    /// taken as the staging folder; empty when it started empty.
    public let reusedFolders: [String]
    /// The files (relative to `staging`) already there for the same reason, each with its inode number as the folder
    /// listing gave it: what `SiteTree` may keep or must replace.
    public let reusedFiles: [String: UInt64]

    private static let buildMarker = ".quest-build-"
    private static let oldMarker = ".quest-old-"
    /// The tree the last commit replaced, kept (`.Site.quest-spare` next to `Site/`) for the next build to write into.
    private static let spareMarker = ".quest-spare"

    /// Cleans up after earlier builds that were killed, then creates an empty staging folder.
    public init(for output: URL) throws {
        let output = output.standardizedFileURL
        self.output = output
        let pid = getpid()
        staging = Self.sibling(of: output, marker: Self.buildMarker, pid: pid)
        try Self.recover(next: output)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: staging.path) { try fileManager.removeItem(at: staging) }
        if let spare = Self.takeSpare(of: output, as: staging) {
            (reusedFolders, reusedFiles) = spare
        } else {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
            (reusedFolders, reusedFiles) = ([], [:])
        }
        Self.markAsTopOfHierarchy(staging)
    }

    /// Renames the previous commit's spare tree to `staging` and lists its folders and files; nil (and nothing left at
    /// `staging`) when there is no spare or it cannot be read completely.
    ///
    /// The spare is the site as the build before last published it, so most of its files are the very inodes the
    /// published site holds (a reused file is a hard link): `SiteTree` keeps those where they are and replaces the
    /// rest, and `removeLeftovers` deletes what this build did not produce. Emptying the tree first cost an `unlink`
    /// per file and a `link` back for most of them (a third of a one-lesson rebuild of 500 lessons, measured);
    /// removing it cost a `rmdir` per folder, which on a file system mounted with `discard` waits for the disk (80 ms
    /// to 1 s for a 500-lesson site, measured). No write reaches a kept inode: `SiteTree` unlinks a name before it
    /// writes there.
    private static func takeSpare(of output: URL, as staging: URL) -> (folders: [String], files: [String: UInt64])? {
        let spare = sibling(of: output, marker: spareMarker)
        guard rename(spare.path, staging.path) == 0 else { return nil }
        var folders: [String] = []
        var files: [String: UInt64] = [:]
        guard list(staging.path, relative: "", folders: &folders, files: &files) else {
            try? FileManager.default.removeItem(at: staging)
            return nil
        }
        return (folders, files)
    }

    /// Lists the folders and the other entries (files, symbolic links: never followed, each with the inode number
    /// `readdir(3)` gives) below `path`; false when anything could not be read.
    private static func list(_ path: String, relative: String, folders: inout [String], files: inout [String: UInt64]) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
                isFolder = info.st_mode & S_IFMT == S_IFDIR
            }
            let child = relative.isEmpty ? name : relative + "/" + name
            if isFolder {
                folders.append(child)
                guard list(path + "/" + name, relative: child, folders: &folders, files: &files) else { return false }
            } else {
                files[child] = UInt64(entry.pointee.d_ino)
            }
        }
        return true
    }

    /// Deletes what the taken spare tree had and this build did not produce (a deleted lesson's pages, say): the
    /// files it did not write or reuse (`written`), then the folders no file was written to (`used`), so the tree
    /// holds exactly what a build into an empty folder would.
    public func removeLeftovers(written: Set<String>, usedFolders used: Set<Substring>) {
        for file in reusedFiles.keys where !written.contains(file) {
            unlink(staging.path + "/" + file)
        }
        removeUnusedFolders(keeping: used)
    }

    /// Removes the folders the taken spare tree had and this build did not write into (a deleted lesson's), so the
    /// tree holds exactly what a build into an empty folder would. `used`: the folders files were written to.
    private func removeUnusedFolders(keeping used: Set<Substring>) {
        for folder in reusedFolders.reversed() where !used.contains(Substring(folder)) {
            // A folder holding files or used folders is not empty: rmdir(2) refuses it, as it should.
            rmdir(staging.path + "/" + folder)
        }
    }

    /// Asks ext4 to spread the staging folder's sub-folders over its block groups (`chattr +T`), as it does for
    /// folders in the root; elsewhere, or when refused, nothing happens.
    ///
    /// Without a journal, ext4 skips the inodes freed in the last minute when it allocates one, scanning past each.
    /// A rebuild frees the previous site's thousands of inodes and creates as many right after; all in one group, that
    /// made every file creation slower than the last (a second of kernel time for 500 lessons, measured). Spread out,
    /// each lesson folder lands in a group holding only a few recently freed inodes.
    private static func markAsTopOfHierarchy(_ folder: URL) {
        #if os(Linux)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = quest_mark_top_directory(descriptor)
        #endif
    }

    /// Puts the staged tree in place of the output folder and deletes the previous tree.
    public func commit() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.moveItem(at: staging, to: output)
            return
        }
        if Self.exchange(staging, output) {
            Self.keepAsSpare(staging, for: output)
            return
        }
        let aside = Self.sibling(of: output, marker: Self.oldMarker, pid: getpid())
        try fileManager.moveItem(at: output, to: aside)
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            try? fileManager.moveItem(at: aside, to: output)
            throw error
        }
        Self.keepAsSpare(aside, for: output)
    }

    /// Keeps the replaced tree as the next build's spare, or deletes it when a spare is already there.
    private static func keepAsSpare(_ tree: URL, for output: URL) {
        guard rename(tree.path, sibling(of: output, marker: spareMarker).path) != 0 else { return }
        try? FileManager.default.removeItem(at: tree)
    }

    /// Deletes the staged tree; the output folder stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Gives the staging folder back as the spare tree, unused (a build that found nothing to do, or stopped before
    /// writing): the next build takes it again instead of starting empty. Deleted when a spare is there already.
    public func returnAsSpare() {
        Self.keepAsSpare(staging, for: output)
    }

    private static func sibling(of output: URL, marker: String, pid: Int32? = nil) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)\(marker)\(pid.map(String.init) ?? "")")
    }

    /// Removes staging folders of builds that are no longer running. A tree set aside by a build killed between its
    /// two renames is put back when the output folder is missing, so the previous site is never lost. A build calls
    /// this before it reads the previous site.
    public static func recover(next output: URL) throws {
        let output = output.standardizedFileURL
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        guard let names = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        let prefix = ".\(output.lastPathComponent)"
        for name in names.sorted() where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let isOld = rest.hasPrefix(oldMarker)
            guard isOld || rest.hasPrefix(buildMarker) else { continue }
            guard let pid = Int32(rest.dropFirst(isOld ? oldMarker.count : buildMarker.count)),
                  !isRunning(pid) || pid == getpid() else { continue }
            let url = parent.appendingPathComponent(name)
            if isOld && !fileManager.fileExists(atPath: output.path) {
                try fileManager.moveItem(at: url, to: output)
            } else {
                try? fileManager.removeItem(at: url)
            }
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Atomically exchanges two paths with Linux's `renameat2(…, RENAME_EXCHANGE)` (through CLinux: Glibc's Swift
    /// overlay does not declare it). False when unavailable or refused (then the caller falls back).
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if os(Linux)
        return quest_exchange_paths(first.path, second.path) == 0
        #else
        return false
        #endif
    }
}

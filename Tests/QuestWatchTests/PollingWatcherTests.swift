import Foundation
@testable import QuestWatch
import Testing

@Suite("PollingWatcher reports each save below a folder once, without change events")
struct PollingWatcherTests {
    typealias Folder = FileWatcherTests.Folder

    private static let patience: Duration = .seconds(3)
    /// Longer than an interval and the quiet period together, so a second change would have been reported by then.
    private static let silence: Duration = .milliseconds(800)

    @Test("a file written after the watcher starts is reported once, with its path")
    func reportsAWrite() throws {
        let folder = try Folder()
        let watcher = try PollingWatcher(folders: [folder.url])
        try folder.write("lesson.md", "second")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil)
    }

    @Test("a rewrite to the same size within the same second is still a change")
    func sameSizeRewrite() throws {
        let folder = try Folder()
        let watcher = try PollingWatcher(folders: [folder.url])
        try folder.write("lesson.md", "fir5t")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
    }

    @Test("an editor's rename save is one change to the original; scratch files and hidden folders are never reported")
    func renameSave() throws {
        let folder = try Folder()
        let watcher = try PollingWatcher(folders: [folder.url])
        try folder.write(".lesson.md.tmp", "second")
        try folder.move(".lesson.md.tmp", "lesson.md")
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        try folder.write(".git/index", "x")
        try folder.write("lesson.md~", "backup")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
    }

    @Test("a file in a new folder and a deleted file are reported together")
    func newFolderAndDeletion() throws {
        let folder = try Folder()
        let watcher = try PollingWatcher(folders: [folder.url])
        try FileManager.default.createDirectory(atPath: folder.path("lesson23"), withIntermediateDirectories: true)
        try folder.write("lesson23/ContentView.swift", "struct A {}")
        try FileManager.default.removeItem(atPath: folder.path("lesson.md"))
        #expect(watcher.nextChange(waitingAtMost: Self.patience)
                == FileChange(paths: [folder.path("lesson.md"), folder.path("lesson23/ContentView.swift")]))
    }

    @Test("stop() from another thread ends a wait with nil")
    func stops() throws {
        let folder = try Folder()
        let watcher = try PollingWatcher(folders: [folder.url])
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { watcher.stop() }
        #expect(watcher.nextChange(waitingAtMost: nil) == nil)
    }

    @Test("the file system is read from the mount table: a Windows drive, Docker Desktop's sharing, NFS; local ones are not")
    func fileSystems() {
        let table = #"""
            22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
            40 22 0:41 / /mnt/c rw,noatime - 9p drvfs rw,aname=drvfs;path=C:\
            41 22 0:42 / /Users/ann/My\040Course rw,relatime - fuse.grpcfuse grpcfuse rw
            42 22 0:43 / /srv/share rw - nfs4 server:/export rw
            43 42 8:2 / /srv/share/local rw - ext4 /dev/sdb1 rw
            """#
        #expect(PollingWatcher.eventlessFileSystem(at: "/mnt/c/course/lesson22", mountInfo: table)
                == "a Windows drive under WSL 2 or Docker Desktop (9p)")
        #expect(PollingWatcher.eventlessFileSystem(at: "/Users/ann/My Course/lesson22", mountInfo: table)?.hasSuffix("(fuse.grpcfuse)") == true)
        #expect(PollingWatcher.eventlessFileSystem(at: "/srv/share/lesson22", mountInfo: table) == "NFS (nfs4)")
        #expect(PollingWatcher.eventlessFileSystem(at: "/srv/share/local/lesson22", mountInfo: table) == nil)
        #expect(PollingWatcher.eventlessFileSystem(at: "/mnt/cd", mountInfo: table) == nil)
        #expect(PollingWatcher.eventlessFileSystem(at: "/home/ann/course", mountInfo: table) == nil)
    }

    @Test("a local folder is watched by events; --poll, or a file system that sends none, polls and says why")
    func choosesTheWay() throws {
        let folder = try Folder()
        #expect(PollingWatcher.eventlessFileSystem(at: folder.url.path) == nil)
        let events = try makeFolderWatcher(folders: [folder.url])
        #expect(events.watcher is FileWatcher)
        #expect(events.pollingBecause == nil)
        let polled = try makeFolderWatcher(folders: [folder.url], polling: true)
        #expect(polled.watcher is PollingWatcher)
        #expect(polled.pollingBecause == "asked to (--poll)")
        #expect(throws: FileWatcherError.self) { try PollingWatcher(folders: [folder.url.appendingPathComponent("gone")]) }
    }
}

import Foundation
import QuestWatch
import Testing

@Suite("FileWatcher reports each save below a folder once")
struct FileWatcherTests {
    /// A fresh folder with `lesson.md` in it, removed when the test ends.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("quest-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try write("lesson.md", "first")
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).standardizedFileURL.path }
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
        func move(_ from: String, _ to: String) throws {
            #expect(rename(path(from), path(to)) == 0)
        }
    }

    private static let patience: Duration = .seconds(3)
    /// Longer than the quiet period, so a second change would have been reported by then.
    private static let silence: Duration = .milliseconds(500)

    @Test("a file written after the watcher starts is reported, with its path")
    func reportsAWrite() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        try folder.write("lesson.md", "second")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
    }

    @Test("a file written twice in quick succession is one change")
    func coalescesTwoWrites() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        try folder.write("lesson.md", "second")
        Thread.sleep(forTimeInterval: 0.02)
        try folder.write("lesson.md", "third")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil)
    }

    @Test("an editor that saves by renaming a scratch file over the original is one change to the original")
    func coalescesRenameSaves() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        // vim's default: probe the folder, keep a backup, write the file anew, drop the backup.
        try folder.write("4913", "")
        try FileManager.default.removeItem(atPath: folder.path("4913"))
        try folder.move("lesson.md", "lesson.md~")
        try folder.write("lesson.md", "second")
        try FileManager.default.removeItem(atPath: folder.path("lesson.md~"))
        // Atomic writers: a hidden temporary file renamed over the original.
        try folder.write(".lesson.md.tmp", "third")
        try folder.move(".lesson.md.tmp", "lesson.md")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil)
    }

    @Test("a temporary file written and renamed over the original within one save is not reported (sed -i)")
    func dropsTemporaryFiles() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        try folder.write("sedX1b2c3", "second")
        try folder.move("sedX1b2c3", "lesson.md")
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
        try folder.write("scratch.tmp", "")
        try FileManager.default.removeItem(atPath: folder.path("scratch.tmp"))
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil, "a file that came and went is no change")
    }

    @Test("a deleted file is a change")
    func reportsADeletion() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        try FileManager.default.removeItem(atPath: folder.path("lesson.md"))
        #expect(watcher.nextChange(waitingAtMost: Self.patience) == FileChange(paths: [folder.path("lesson.md")]))
    }

    @Test("folders that exist at the start, and folders made later, are watched too")
    func watchesRecursively() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path("lesson22/solution"), withIntermediateDirectories: true)
        let watcher = try FileWatcher(folders: [folder.url])
        try folder.write("lesson22/solution/List.swift", "struct A {}")
        #expect(watcher.nextChange(waitingAtMost: Self.patience)?.paths == [folder.path("lesson22/solution/List.swift")])

        try FileManager.default.createDirectory(atPath: folder.path("lesson23/starter"), withIntermediateDirectories: true)
        try folder.write("lesson23/starter/App.swift", "struct B {}")
        let created = try #require(watcher.nextChange(waitingAtMost: Self.patience))
        #expect(created.paths.contains(folder.path("lesson23")))
        // The new folders are watched from now on.
        try folder.write("lesson23/starter/App.swift", "struct C {}")
        #expect(watcher.nextChange(waitingAtMost: Self.patience)?.paths == [folder.path("lesson23/starter/App.swift")])
    }

    @Test("a folder moved out of the watched tree is no longer reported")
    func forgetsFoldersMovedAway() throws {
        let folder = try Folder()
        let outside = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path("old"), withIntermediateDirectories: true)
        let watcher = try FileWatcher(folders: [folder.url])
        #expect(rename(folder.path("old"), outside.path("old")) == 0)
        #expect(watcher.nextChange(waitingAtMost: Self.patience)?.paths == [folder.path("old")])
        try outside.write("old/notes.md", "elsewhere")
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil)
    }

    @Test("hidden folders such as .git are not watched")
    func skipsHiddenFolders() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        let watcher = try FileWatcher(folders: [folder.url])
        try folder.write(".git/HEAD", "ref: refs/heads/main")
        #expect(watcher.nextChange(waitingAtMost: Self.silence) == nil)
    }

    @Test("stop() from another thread wakes a call that waits without a limit")
    func stopWakesTheWaiter() throws {
        let folder = try Folder()
        let watcher = try FileWatcher(folders: [folder.url])
        let stopper = Thread { Thread.sleep(forTimeInterval: 0.1); watcher.stop() }
        stopper.start()
        #expect(watcher.nextChange() == nil)
        #expect(watcher.nextChange() == nil)
    }

    @Test("a folder that does not exist is an error naming it")
    func missingFolder() throws {
        let folder = try Folder()
        let missing = folder.url.appendingPathComponent("nope")
        #expect(throws: FileWatcherError(path: missing.path, message: "no such folder")) {
            try FileWatcher(folders: [missing])
        }
    }

    @Test("scratch names editors use are recognised", arguments: [
        ("lesson.md", false), ("4913", true), ("lesson.md~", true), (".lesson.md.swp", true), ("#lesson.md#", true),
        (".#lesson.md", true), ("lesson#1.md", false),
    ])
    func scratchNames(name: String, scratch: Bool) {
        #expect(FileWatcher.isScratch(name) == scratch)
    }
}

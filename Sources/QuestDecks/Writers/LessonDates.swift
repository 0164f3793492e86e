#if canImport(Glibc)
import Glibc
#endif
import Dispatch
public import Foundation

/// When each lesson file last changed: the time stamped into its Anki notes, so that a re-imported deck updates the
/// notes of a lesson that changed (Anki replaces a note only when the incoming copy is newer) and two builds of the
/// same files give the same bytes.
///
/// `SOURCE_DATE_EPOCH` wins for every lesson. Otherwise a file committed to git and unchanged since is dated by the
/// latest author time among the commits that touched it; any other file (changed since its last commit, untracked,
/// or in a folder that is not a git work tree) by its modification time. Author times, unlike committer times,
/// survive a rebase, and the latest of them never moves backwards when history grows.
public struct LessonDates: Sendable, Equatable {
    /// Dates by file name relative to the lessons folder (`lesson22.md`).
    public var byName: [String: Date]
    /// Names in a git work tree dated by their modification time because git does not have their current content.
    public var uncommitted: [String]
    /// The date of a name not in `byName`: `SOURCE_DATE_EPOCH` or quest's fixed epoch.
    public var fallback: Date

    public init(byName: [String: Date] = [:], uncommitted: [String] = [], fallback: Date) {
        self.byName = byName
        self.uncommitted = uncommitted
        self.fallback = fallback
    }

    /// One date for every lesson (tests, and `SOURCE_DATE_EPOCH`).
    public static func fixed(_ date: Date) -> LessonDates { LessonDates(fallback: date) }

    /// The date of the lesson file `file` (a path whose last component is its name in the lessons folder).
    public func date(ofFile file: String) -> Date {
        byName[Self.fileName(of: file)] ?? fallback
    }

    /// The last part of `path`, as `NSString.lastPathComponent` gives it, without bridging for a path that does not
    /// end with a slash: asked once per lesson by several steps of a build.
    static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let name = path[path.utf8.index(after: slash)...]
        return name.isEmpty ? (path as NSString).lastPathComponent : String(name)
    }

    /// The latest date of all: a package holding several lessons is as new as its newest one.
    public var latest: Date { byName.values.max().map { max($0, fallback) } ?? fallback }

    /// Dates `names` (files directly in `folder`), asking git which commit `HEAD` is, for the folder's history at it
    /// (unless `cacheFolder` keeps that commit's: `CommittedTimes`) and for what changed since.
    public static func read(
        folder: URL, names: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        cacheFolder: URL? = nil
    ) -> LessonDates {
        if let epoch = sourceDateEpoch(environment) { return .fixed(epoch) }
        return dates(of: names, in: folder, history: history(of: folder, environment: environment, cacheFolder: cacheFolder))
    }

    /// What git says of a lessons folder: each committed file's latest author time, and the files whose content
    /// differs from `HEAD`'s. Empty outside a git work tree. Asked apart from `dates(of:in:history:)`, so that a build
    /// can ask it before it has listed the folder.
    public struct History: Sendable {
        var committed: [String: Int64] = [:]
        var changed: Set<String> = []
    }

    /// What git says of `folder` (`History`); nothing when `SOURCE_DATE_EPOCH` dates every file.
    public static func history(
        of folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment, cacheFolder: URL? = nil
    ) -> History {
        if sourceDateEpoch(environment) != nil { return History() }
        let cacheFile = cacheFolder?.appendingPathComponent(CommittedTimes.fileName)
        // What changed since HEAD is asked while `headCommit` asks which commit HEAD is, two git processes at once
        // rather than one after the other (each is 2 to 4 ms of a rebuild's wait, measured), when the lessons had a
        // history at the last build (a course kept in git); for a folder git had no history of, only when it now
        // has. Should a commit land between the two, the dates are those of a moment in between, and the next build,
        // which reads them again, corrects them.
        let hadHistory = cacheFile.flatMap { FileManager.default.contents(atPath: $0.path) }
            .flatMap(CommittedTimes.init(data:)).map { !$0.times.isEmpty } ?? true
        var sinceHead: ChangedNames?
        if hadHistory {
            let asking = ChangedNames()
            Thread { [asking] in
                asking.names = changedNames(in: folder, since: "HEAD", environment: environment)
                asking.done.signal()
            }.start()
            sinceHead = asking
        }
        var committed: [String: Int64] = [:]
        var changed: Set<String> = []
        if let (head, shallow) = headCommit(in: folder, environment: environment) {
            committed = CommittedTimes.read(folder: folder, head: head, shallow: shallow, cacheFile: cacheFile) { head in
                git(["log", "--format=%x01%at", "--name-only", "--relative", head, "--", "."], in: folder, environment: environment)
            } ?? [:]
            if !committed.isEmpty {
                if let sinceHead {
                    sinceHead.done.wait()
                    changed = sinceHead.names
                } else {
                    changed = changedNames(in: folder, since: head, environment: environment)
                }
            }
        }
        return History(committed: committed, changed: changed)
    }

    /// Dates `names` (files directly in `folder`) by `history`, as `read` does.
    public static func dates(
        of names: [String], in folder: URL, history: History, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> LessonDates {
        if let epoch = sourceDateEpoch(environment) { return .fixed(epoch) }
        let (committed, changed) = (history.committed, history.changed)
        var dates = LessonDates(fallback: clamp(DeckWriter.fixedEpoch))
        let root = folder.path + "/"
        for name in names {
            if let seconds = committed[name], !changed.contains(name) {
                dates.byName[name] = clamp(seconds)
                continue
            }
            // stat(2), not `attributesOfItem`, which also looks up the owner's and group's names: a tenth of a
            // millisecond a file, most of a one-lesson rebuild's load of 500 lessons (measured).
            var status = stat()
            guard stat(root + name, &status) == 0 else { continue }
            dates.byName[name] = clamp(Int64(status.st_mtim.tv_sec))
            if !committed.isEmpty { dates.uncommitted.append(name) }
        }
        dates.uncommitted.sort()
        return dates
    }

    /// `SOURCE_DATE_EPOCH` when set to a whole number of seconds.
    static func sourceDateEpoch(_ environment: [String: String]) -> Date? {
        environment["SOURCE_DATE_EPOCH"].flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.map(clamp)
    }

    /// Zip entries cannot be dated before 1980.
    static func clamp(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(max(seconds, 315_532_800)))
    }

    /// The commit `HEAD` names in `folder`'s repository and whether the clone is shallow; nil when `folder` is not in a
    /// git work tree with a commit (or git is missing).
    static func headCommit(in folder: URL, environment: [String: String]) -> (head: String, shallow: Bool)? {
        guard let output = git(["rev-parse", "--is-shallow-repository", "HEAD"], in: folder, environment: environment) else {
            return nil
        }
        let lines = output.split(separator: "\n")
        guard lines.count == 2, lines[1].count >= 40, lines[1].allSatisfy(\.isHexDigit) else { return nil }
        // A git too old to say whether the clone is shallow is taken as shallow: its history is then never kept.
        return (String(lines[1]), lines[0] != "false")
    }

    /// Files below `folder` whose content differs from the commit `head` (staged or not), by path relative to it.
    static func changedNames(in folder: URL, since head: String, environment: [String: String]) -> Set<String> {
        let output = git(["diff", "--name-only", "--relative", head, "--", "."], in: folder, environment: environment)
        return Set((output ?? "").split(separator: "\n").map(String.init))
    }

    /// `changedNames` being asked on a thread of its own: `names` is written once, before `done` is signalled.
    private final class ChangedNames: @unchecked Sendable {
        var names: Set<String> = []
        let done = DispatchSemaphore(value: 0)
    }

    /// The first `git` on the environment's `PATH` (the shell's default one without it), as `env git` found it before,
    /// without `/usr/bin/env`'s own start on every call.
    private static func gitExecutable(_ environment: [String: String]) -> String? {
        let search = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in search.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs git (a trusted tool, found on `PATH`) in `folder`; its standard output, or nil when it failed.
    private static func git(_ arguments: [String], in folder: URL, environment: [String: String]) -> String? {
        guard let executable = gitExecutable(environment) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-c", "core.quotePath=false", "-C", folder.path] + arguments
        var childEnvironment = environment
        // Reading must not take the index lock or rewrite the index behind a running editor or git.
        childEnvironment["GIT_OPTIONAL_LOCKS"] = "0"
        childEnvironment["LC_ALL"] = "C"
        process.environment = childEnvironment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // `waitUntilExit()` polls its run loop every 50 ms, which was half of a no-op build: wait for the
        // termination handler instead.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

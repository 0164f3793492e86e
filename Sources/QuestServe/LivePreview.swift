public import QuestCore
public import QuestSite
import QuestWatch
import Foundation
import Synchronization

/// `quest serve`: builds the site, serves it on 127.0.0.1, and rebuilds and reloads the open pages after each save.
///
/// The build is `quest build`'s, incremental and atomic, into the same output folder, so a failed rebuild leaves the
/// last good site being served (with its errors over it) and what is served is what `quest build` would publish.
public final class LivePreview: Sendable {
    /// The port when none is given.
    public static let defaultPort = 4000

    /// What happened, for the command line to print.
    public enum Event: Sendable {
        /// The server is up at `url`.
        case serving(url: String)
        /// Files changed (absolute paths), and a rebuild starts.
        case changed([String])
        /// A build finished: what it did and how long it took.
        case built(BuildReport, seconds: Double)
        /// A build stopped; the site stays as it was and pages show the errors.
        case failed(SiteBuildError)
    }

    public let options: SiteOptions
    public let lessonChecks: [any LessonCheck]
    public let port: Int
    private let watcher: any FolderWatcher
    /// Why the folders are polled instead of watched by events (`makeFolderWatcher`), or nil.
    public let pollingBecause: String?
    private let state = Mutex(PreviewPages.State())
    private let stopping = Mutex(false)

    /// Starts watching the lessons and templates folders; `run` builds and serves.
    /// - Throws: `PreviewError` when a folder cannot be watched.
    public init(options: SiteOptions, lessonChecks: [any LessonCheck] = [], port: Int = LivePreview.defaultPort) throws(PreviewError) {
        self.options = options
        self.lessonChecks = lessonChecks
        self.port = port
        do {
            (watcher, pollingBecause) = try makeFolderWatcher(folders: [options.lessons] + options.templateFolders)
        } catch {
            throw PreviewError(message: error.description)
        }
    }

    /// Serves until `stop()`: the first build, then one rebuild per settled change below the watched folders.
    /// - Throws: `PreviewError` when the port cannot be served (taken, say); nothing has been built then.
    public func run(_ report: (Event) -> Void) throws(PreviewError) {
        let pages = PreviewPages(site: options.output)
        let server: HTTPServer
        do {
            server = try HTTPServer(port: port) { request in pages.response(to: request, state: self.state.withLock { $0 }) }
        } catch {
            throw PreviewError(message: error.description)
        }
        defer { server.stop() }
        report(.serving(url: "http://127.0.0.1:\(server.port)/"))
        build(report)
        while let change = watcher.nextChange(waitingAtMost: nil) {
            report(.changed(change.paths))
            build(report)
        }
    }

    /// Ends `run` after the build under way, if any, has stopped (it is interrupted, so the site stays as it was).
    /// Safe from any thread, a signal handler's included.
    public func stop() {
        stopping.withLock { $0 = true }
        watcher.stop()
    }

    private struct Interrupted: Error, CustomStringConvertible {
        var description: String { "interrupted" }
    }

    private func build(_ report: (Event) -> Void) {
        let started = ContinuousClock.now
        do {
            let result = try SiteBuilder(options: options, lessonChecks: lessonChecks).build { _ in
                if self.stopping.withLock({ $0 }) { throw Interrupted() }
            }
            let elapsed = ContinuousClock.now - started
            state.withLock { $0 = PreviewPages.State(generation: $0.generation + 1, problems: []) }
            report(.built(result, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        } catch {
            if stopping.withLock({ $0 }) { return }
            let failure = (error as? SiteBuildError) ?? SiteBuildError(step: "", file: nil, message: FileProblem.sentence(for: error))
            let problems = failure.diagnostics.filter { $0.severity != .note }.map(\.description) + [failure.description]
            state.withLock { $0 = PreviewPages.State(generation: $0.generation + 1, problems: problems) }
            report(.failed(failure))
        }
    }
}

/// Why the preview could not start: a port that is taken, a folder that cannot be watched.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

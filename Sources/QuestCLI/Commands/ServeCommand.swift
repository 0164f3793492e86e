import QuestCore
import Dispatch
import Foundation
import QuestServe
import QuestSite
import QuestWatch
#if canImport(Glibc)
import Glibc
#endif

/// `quest serve`: the live preview. Builds, serves on 127.0.0.1, rebuilds on each save, and reloads the open pages.
struct ServeCommand: QuestCommand {
    static let name = "serve"
    static let abstract = "Build the site, serve it on 127.0.0.1, and rebuild and reload pages as lessons and templates are saved."
    static let discussion = """
        Builds as quest build does (into --out, incrementally and atomically), serves the site at \
        http://127.0.0.1:<port>/ (this machine only), and watches the lessons and templates folders: each save \
        rebuilds what it changed, and open pages reload by themselves. A build with errors leaves the last good site \
        served, with the errors (file:line:column) over every page until a build succeeds again. The reload script \
        and the error overlay are added to pages as they are served and never written to the site. Ctrl-C stops \
        the server.
        """
    static let exitCodes: [ExitCode: String] = [
        .success: "stopped by Ctrl-C (SIGINT) or SIGTERM",
        .failure: "the port is taken, or a folder cannot be watched",
    ]
    static let portOption = Option<Int?>(
        "port", value: "n", help: "The port on 127.0.0.1 (default \(LivePreview.defaultPort); 0 picks a free one).",
        expected: "a port number from 0 to 65535", parse: { Int($0).flatMap { (0...65535).contains($0) ? $0 : nil } }
    )
    static var arguments: [any CommandArgument] {
        [BuildCommand.lessonsOption, BuildCommand.templatesOption, BuildCommand.outOption, portOption]
    }

    let lessons: String
    let templates: String?
    let folders: [URL]
    let output: String
    let port: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        lessons = arguments[BuildCommand.lessonsOption]
        templates = arguments[BuildCommand.templatesOption]
        folders = try BuildCommand.templateFolders(templates)
        output = arguments[BuildCommand.outOption]
        port = arguments[Self.portOption] ?? LivePreview.defaultPort
    }

    func validate() throws(UsageError) {
        try BuildCommand.validateFolders(lessons: lessons, templates: templates, output: output)
    }

    func run(_ context: CommandContext) -> ExitCode {
        let options = SiteOptions(
            lessons: URL(fileURLWithPath: lessons), templateFolders: folders,
            output: URL(fileURLWithPath: output), questVersion: Quest.version
        )
        let preview: LivePreview
        do {
            preview = try LivePreview(options: options, lessonChecks: context.lessonChecks, port: port)
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
        // Ctrl-C and SIGTERM end the loop between builds (a build under way is interrupted and leaves the site as it was).
        let stopSignals = StopSignals { preview.stop() }
        defer { stopSignals.cancel() }
        do {
            try preview.run { event in
                switch event {
                case .serving(let url):
                    context.output.line("Serving \(output)/ at \(url) (Ctrl-C stops); watching \(lessons)/ and \(folders.map { $0.path + "/" }.joined(separator: " and "))"
                        + (preview.pollingBecause.map { " by looking every \(PollingWatcher.defaultIntervalDescription), since \($0) (no change events)" } ?? ""))
                case .changed(let paths):
                    let names = paths.map { ($0 as NSString).lastPathComponent }
                    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
                    context.output.line("Changed: \(shown)")
                case .built(let report, let seconds):
                    BuildCommand.print(report, output: output, seconds: seconds, context: context)
                case .failed(let error):
                    BuildCommand.print(error, context: context)
                    context.errors.line("The last good site is still served, with these errors over its pages.")
                }
            }
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
        context.output.line("Stopped.")
        return .success
    }
}

import Foundation
import QuestCore
import QuestSite

/// `quest build`: the static site, decks and search index from the lessons, published atomically and incrementally.
struct BuildCommand: QuestCommand {
    static let name = "build"
    static let abstract = "Build the course site, flash-card decks and search index into Site/."
    static let discussion = """
        Renders every lesson through the Mustache templates into a static site that works offline, from file:// and \
        under any path: a course index with search, a page and a cards page per lesson, 404.html, search-index.json \
        (and .js), the decks (decks/<slug>.apkg, .tsv, .json, decks/course.apkg), and sitemap.xml and canonical links \
        when the site's address is known (the sitemap protocol requires absolute URLs). The course's title, \
        description, language, deck name, address and introduction come from Lessons/course.md; --base-url \
        overrides its base-url.

        The build is atomic: it writes into a sibling folder and swaps it in only when every step succeeded, so a \
        failed or interrupted build leaves the previous site as it was. It is incremental: Site/.quest-cache.json \
        records a content hash for each lesson's pages and decks, and unchanged ones are copied from the previous \
        site; .quest-cache/lessons beside the lessons folder keeps each lesson as parsed, so an unchanged lesson is \
        not parsed again (deleting it costs time only). Two builds of the same inputs are byte-identical.
        """
    static let exitCodes: [ExitCode: String] = [
        .success: "the site was built, or was already up to date",
        .failure: "a lesson has errors (printed as file:line:column: error: …), or a step failed; the site is not changed",
    ]
    static let lessonsOption = CommonArguments.lessonsOption
    static let templatesOption = Option<String?>(
        "templates", value: "dir",
        help: "The course's templates, over quest's own file by file (default: Templates/ when the folder has one)."
    )
    static let outOption = Option(
        "out", value: "dir", default: "Site", help: "Where the site goes, replaced as a whole (default Site/)."
    )
    static let baseURLOption = Option<String?>(
        "base-url", value: "url", help: "The site's public address, for sitemap.xml (overrides course.md's base-url)."
    )
    static var arguments: [any CommandArgument] { [lessonsOption, templatesOption, outOption, baseURLOption] }

    let lessons: String
    let templates: String?
    /// The templates folders the build reads, lowest first (`templateFolders(_:)`).
    let folders: [URL]
    let output: String
    let baseURL: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        lessons = arguments[Self.lessonsOption]
        templates = arguments[Self.templatesOption]
        folders = try Self.templateFolders(templates)
        output = arguments[Self.outOption]
        baseURL = arguments[Self.baseURLOption]
    }

    func validate() throws(UsageError) {
        try Self.validateFolders(lessons: lessons, templates: templates, output: output)
        if let baseURL {
            if let problem = CourseSettings.baseURLProblem(baseURL) { throw UsageError("--base-url \(baseURL): \(problem)") }
        }
    }

    /// The checks of the three folders that `quest build` and `quest serve` share.
    /// The templates a build reads, lowest first: quest's own (next to the binary), then the course's, given as
    /// `--templates` or found as `Templates/` in the current folder; a course file replaces quest's of the same name.
    static func templateFolders(_ option: String?) throws(UsageError) -> [URL] {
        let course = option ?? (isDirectory(defaultTemplates) ? defaultTemplates : nil)
        let folders = [QuestInstallation.locate()?.templates, course].compactMap { $0 }
            .map { URL(fileURLWithPath: $0).standardizedFileURL }
        guard !folders.isEmpty else {
            throw UsageError("no templates: quest's own are not installed next to it (lib/quest/Templates) and there is no \(defaultTemplates)/ here; reinstall with Scripts/install.sh or give --templates")
        }
        return folders.reduce(into: []) { kept, folder in if !kept.contains(folder) { kept.append(folder) } }
    }

    /// The course's own templates folder, when `--templates` is not given.
    static let defaultTemplates = "Templates"

    static func validateFolders(lessons: String, templates: String?, output: String) throws(UsageError) {
        for (folder, option) in [(lessons, "--lessons"), (templates, "--templates")] {
            guard let folder, !isDirectory(folder) else { continue }
            throw UsageError("\(option) \(folder): no such folder")
        }
        let out = URL(fileURLWithPath: output).standardizedFileURL.path
        let kept = [(lessons, "--lessons")] + (templates.map { [($0, "--templates")] } ?? []) + [(".", "the current folder")]
        for (folder, option) in kept {
            let path = URL(fileURLWithPath: folder).standardizedFileURL.path
            if path == out || path.hasPrefix(out.hasSuffix("/") ? out : out + "/") {
                throw UsageError("--out \(output) would replace \(option); choose a folder of its own")
            }
        }
        // The output folder is replaced as a whole, so refuse to replace one that quest did not make. Listed only
        // without a manifest: a site's thousands of names cost more than the rest of this command's start.
        let manifest = URL(fileURLWithPath: output).appendingPathComponent(BuildManifest.fileName).path
        if isDirectory(output), !FileManager.default.fileExists(atPath: manifest),
           let names = try? FileManager.default.contentsOfDirectory(atPath: output), !names.isEmpty {
            throw UsageError("--out \(output) holds files quest did not write (no \(BuildManifest.fileName)); empty it or choose another folder")
        }
    }

    func run(_ context: CommandContext) -> ExitCode {
        let options = SiteOptions(
            lessons: URL(fileURLWithPath: lessons), templateFolders: folders,
            output: URL(fileURLWithPath: output), baseURL: baseURL, questVersion: Quest.version
        )
        let started = Date()
        do {
            let report = try SiteBuilder(options: options, lessonChecks: context.lessonChecks).build { context.output.line($0) }
            Self.print(report, output: output, seconds: Date().timeIntervalSince(started), context: context)
            return .success
        } catch let error as SiteBuildError {
            Self.print(error, context: context)
            return .failure
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
    }

    /// The warnings and the closing line of a build that succeeded.
    static func print(_ report: BuildReport, output: String, seconds elapsed: Double, context: CommandContext) {
        // Notes (drafted answers, say) are for `quest lint`; a build only counts them.
        let notes = report.diagnostics.filter { $0.severity == .note }.count
        for diagnostic in report.diagnostics where diagnostic.severity != .note { context.errors.line(diagnostic.description) }
        if notes > 0 { context.errors.line("\(Self.count(notes, "note")) about the lessons: run 'quest lint' to read them") }
        if !report.uncommittedLessons.isEmpty {
            context.errors.line(
                "note: decks of \(report.uncommittedLessons.joined(separator: ", ")) are dated by the file's time "
                    + "(not committed); commit the lessons, then build the Site/ you commit (Docs/decks.md)"
            )
        }
        let seconds = String(format: "%.2f", elapsed)
        if report.upToDate {
            context.output.line("\(output) is up to date (\(report.files) files, \(seconds) s)")
        } else {
            let sitemap = report.wroteSitemap ? "" : "; no sitemap.xml without a base URL (course.md's base-url or --base-url)"
            context.output.line(
                "Built \(output): \(Self.count(report.lessons, "lesson")) (\(report.renderedLessons) rendered, "
                    + "\(report.lessons - report.renderedLessons) reused), \(Self.count(report.exportedDecks, "deck")) exported, "
                    + "\(Self.count(report.files, "file")) in \(seconds) s\(sitemap)"
            )
        }
    }

    /// The errors of a build that stopped, in the compiler's format, then the step that stopped.
    static func print(_ error: SiteBuildError, context: CommandContext) {
        for diagnostic in error.diagnostics where diagnostic.severity != .note { context.errors.line(diagnostic.description) }
        context.errors.line(error.description)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

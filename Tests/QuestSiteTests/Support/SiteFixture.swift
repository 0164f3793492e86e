import Foundation
import QuestSite

/// A throwaway course folder with the repository's templates, built into its own `Site/`.
struct SiteFixture {
    /// The repository root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let templates = repository.appendingPathComponent("Templates")
    static let lesson22 = repository.appendingPathComponent("Tests/QuestSiteTests/Fixtures/lesson22.md")

    let root: URL
    var lessons: URL { root.appendingPathComponent("Lessons") }
    var output: URL { root.appendingPathComponent("Site") }

    /// An empty course in a new temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    }

    /// A course holding lesson 22 as the repository ships it (exercise folders included).
    static func withLesson22() throws -> SiteFixture {
        let fixture = try SiteFixture()
        try fixture.addLesson22()
        return fixture
    }

    func addLesson22() throws {
        try Data(contentsOf: Self.lesson22).write(to: lessons.appendingPathComponent("lesson22.md"))
        for folder in ["starter", "solution", "mutants"] {
            try FileManager.default.createDirectory(
                at: lessons.appendingPathComponent("lesson22/\(folder)"), withIntermediateDirectories: true
            )
        }
    }

    /// Writes a small lesson `lesson<number>.md`.
    func addLesson(_ number: Int, title: String? = nil, body: String? = nil) throws {
        let text = """
            ---
            lesson: \(number)
            title: \(title ?? "Lesson number \(number)")
            summary: What lesson \(number) is about.
            ---

            \(body ?? "Notes of lesson \(number): views, state and `.padding()`.\n\n## After this lesson you should be able to answer\n\n- What does lesson \(number) teach?\n")
            """
        try write(text, to: "lesson\(number).md")
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: lessons.appendingPathComponent(name))
    }

    func options(output: URL? = nil, templates: URL = SiteFixture.templates, baseURL: String? = nil) -> SiteOptions {
        SiteOptions(
            lessons: lessons, templates: templates, output: output ?? self.output, baseURL: baseURL,
            questVersion: "test"
        )
    }

    @discardableResult
    func build(output: URL? = nil, templates: URL = SiteFixture.templates, baseURL: String? = nil) throws -> BuildReport {
        try SiteBuilder(options: options(output: output, templates: templates, baseURL: baseURL)).build()
    }

    /// The files of a clean build of the course as it is now (into `Clean/` beside `Site/`), to compare an incremental
    /// build's with.
    func cleanBuildTree() throws -> [String: Data] {
        let clean = root.appendingPathComponent("Clean")
        try? FileManager.default.removeItem(at: clean)
        try build(output: clean)
        return try Self.tree(clean)
    }

    func read(_ path: String, in site: URL? = nil) throws -> String {
        try String(contentsOf: (site ?? output).appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file below `folder` with its bytes, by relative path.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: base + "/" + path)) }
        }
        return files
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

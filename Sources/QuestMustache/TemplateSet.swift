public import Foundation

/// Templates by name, so `{{>name}}` and `{{<name}}` resolve; typically a folder of `.mustache` files.
public struct TemplateSet: Sendable {
    private var templates: [String: MustacheTemplate] = [:]

    public init() {}

    /// Compiles each source under its name.
    public init(sources: [String: String]) throws(MustacheError) {
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try MustacheTemplate(source, name: name)
        }
    }

    /// Reads every `.mustache` file under `folder`; `partials/header.mustache` is named `partials/header`.
    /// Throws the file system's error or the first `MustacheError` (files are read in path order).
    public init(folder: URL) throws {
        let root = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root])
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".mustache") { paths.append(path) }
        }
        for path in paths.sorted() {
            let source = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let name = String(path.dropLast(".mustache".count))
            templates[name] = try MustacheTemplate(source, name: name)
        }
    }

    /// The template called `name`, if any.
    public subscript(name: String) -> MustacheTemplate? {
        get { templates[name] }
        set { templates[name] = newValue }
    }

    /// All names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders template `name` with this set's partials.
    public func render(_ name: String, _ context: MustacheValue) throws(MustacheError) -> String {
        guard let template = templates[name] else { throw MustacheError(.templateNotFound(name), template: name, line: 1, column: 1) }
        return template.render(context, partials: self)
    }

    /// Partials and parents named by a template but missing from the set, as (template, missing name), sorted.
    public var missingReferences: [(template: String, missing: String)] {
        names.flatMap { name in
            templates[name]!.references.filter { templates[$0] == nil }.sorted().map { (template: name, missing: $0) }
        }
    }
}

import Foundation
public import QuestCore

/// Compiles a lesson's ```swift blocks against QuestUI with `LearnerCompiler.typecheck`, the path `quest typecheck`
/// takes, and reports each compiler message at the lesson's own line and column.
///
/// The blocks of one lesson are compiled together, because a later block may use what an earlier one declares; each
/// block is its own file, so that the compiler's `file:line:column` maps back to one block. Blocks read like the body
/// of a SwiftUI file without its `import SwiftUI`, so one more file re-exports it to all of them.
public struct CodeBlockCompiler: Sendable {
    public var compiler: LearnerCompiler

    public init(compiler: LearnerCompiler) { self.compiler = compiler }

    /// The name of the extra file that imports SwiftUI (QuestUI) for every block.
    static let preludeName = "QuestLessonImports.swift"

    /// Compiles `blocks` of `lesson` and returns the compiler's errors and warnings at the lesson's lines.
    public func diagnostics(for blocks: [CodeBlock], of lesson: Lesson) throws -> [Diagnostic] {
        guard !blocks.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-blocks-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let prelude = folder + "/" + Self.preludeName
        try "@_exported import SwiftUI\n".write(toFile: prelude, atomically: false, encoding: .utf8)
        var paths: [String] = []
        var blockByPath: [String: CodeBlock] = [:]
        for block in blocks {
            let path = "\(folder)/\(lesson.slug)-line\(block.line).swift"
            try block.code.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
            blockByPath[path] = block
        }
        // The prelude is quest's own file (its `@_exported` is not learner code): compiled beside the blocks, not admitted.
        let result = try compiler.typecheck(paths: paths, generated: [prelude])
        let fences = FenceIndentation(file: lesson.file)
        return result.diagnostics.compactMap { diagnostic in
            let severity: Diagnostic.Severity
            switch diagnostic.severity {
            case "error": severity = .error
            case "warning": severity = .warning
            default: return nil
            }
            let code = severity == .error ? "swift-block-error" : "swift-block-warning"
            guard let file = diagnostic.file, let block = blockByPath[file], let line = diagnostic.line else {
                // A message with no place in a block (the compiler failed, a module is missing): at the first block.
                let place = SourceLocation(file: lesson.file, line: blocks[0].line)
                return Diagnostic(severity, at: place, code: code, "the Swift blocks do not compile: \(diagnostic.message)")
            }
            let location = Self.location(line: line, column: diagnostic.column ?? 1, in: block, file: lesson.file, fences: fences)
            return Diagnostic(severity, at: location, code: code, diagnostic.message)
        }
    }

    /// The lesson's line and column of `line`:`column` inside `block` (the block's first code line is the one after
    /// its fence; a fence indented inside a list item indents every code line by as much).
    static func location(line: Int, column: Int, in block: CodeBlock, file: String, fences: FenceIndentation) -> SourceLocation {
        SourceLocation(file: file, line: block.line + line, column: column + fences.indentation(ofLine: block.line))
    }
}

/// How far each line of a lesson file is indented, read once: the columns a block's code was shifted by.
struct FenceIndentation {
    private let lines: [Substring]

    init(file: String) {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Leading spaces of the 1-based `line` (0 when there is no such line).
    func indentation(ofLine line: Int) -> Int {
        guard lines.indices.contains(line - 1) else { return 0 }
        return lines[line - 1].prefix { $0 == " " }.count
    }
}

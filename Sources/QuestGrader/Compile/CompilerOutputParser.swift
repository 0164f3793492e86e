import Foundation

/// Reads `swiftc -diagnostic-style llvm` output into diagnostics with the learner's paths.
///
/// A message line is `path:line:column: severity: text`, or `severity: text` without a place; the lines after it
/// (source excerpt and caret) belong to it until the next message line.
public struct CompilerOutputParser: Sendable {
    public var files: LearnerFiles
    /// Absolute folders of generated files, shown by file name only (`QuestGlue-router.swift`).
    public var generatedRoots: [String]

    public init(files: LearnerFiles, generatedRoots: [String] = []) {
        self.files = files
        self.generatedRoots = generatedRoots
    }

    public func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        var excerpt: [Substring] = []
        func flushExcerpt() {
            guard !diagnostics.isEmpty else { return }
            while let last = excerpt.last, last.trimmingCharacters(in: .whitespaces).isEmpty { excerpt.removeLast() }
            diagnostics[diagnostics.count - 1].excerpt = excerpt.joined(separator: "\n")
            excerpt = []
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let diagnostic = message(in: line) {
                flushExcerpt()
                diagnostics.append(diagnostic)
            } else if !diagnostics.isEmpty {
                excerpt.append(line)
            }
        }
        flushExcerpt()
        return diagnostics
    }

    private static let severities = ["error", "warning", "note", "remark"]

    private func message(in line: Substring) -> CompilerDiagnostic? {
        for severity in Self.severities {
            let marker = "\(severity): "
            if line.hasPrefix(marker) {
                return CompilerDiagnostic(
                    severity: severity, file: nil, line: nil, column: nil,
                    message: String(line.dropFirst(marker.count)), inLearnerFile: false
                )
            }
            guard let range = line.range(of: ": " + marker) else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                  let column = Int(place[place.count - 1]) else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            let learnerPath = files.relativePath(for: path)
            return CompilerDiagnostic(
                severity: severity, file: learnerPath ?? displayPath(path), line: lineNumber, column: column,
                message: String(line[range.upperBound...]), inLearnerFile: learnerPath != nil
            )
        }
        return nil
    }

    private func displayPath(_ path: String) -> String {
        for root in generatedRoots where path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }
}

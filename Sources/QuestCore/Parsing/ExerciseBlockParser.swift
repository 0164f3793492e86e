import Foundation

/// Reads a ` ```quest-exercise ` block's `key: value` lines into an `Exercise`, reporting every bad line.
struct ExerciseBlockParser {
    static let knownKeys = ["id", "entry", "checks", "starter", "solution", "mutants", "advice"]

    let file: String
    /// The folder that `starter:`/`solution:`/`mutants:` are relative to (`Lessons/`); nil skips the existence check.
    let lessonsDirectory: String?

    /// - Parameters:
    ///   - block: the code block node (its `line` is the opening fence).
    ///   - title, prompt: the exercise's title and prose, from the surrounding section.
    func parse(_ block: MarkdownNode, title: String, prompt: String, diagnostics: inout [Diagnostic]) -> Exercise? {
        guard let literal = block.codeBlock?.literal else { return nil }
        var values: [String: (value: String, line: Int, column: Int)] = [:]
        for (offset, line) in literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = block.line + 1 + offset
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let location = SourceLocation(file: file, line: lineNumber, column: block.column)
            guard let colon = line.firstIndex(of: ":"),
                  case let key = line[..<colon].trimmingWhitespace, !key.isEmpty, !key.contains(" ") else {
                diagnostics.append(Diagnostic(.error, at: location, .malformedExerciseLine,
                    "this exercise line is not `key: value` (for example `entry: ContentView`)"))
                continue
            }
            guard Self.knownKeys.contains(key) else {
                diagnostics.append(Diagnostic(.error, at: location, .unknownExerciseKey,
                    "quest-exercise blocks have no `\(key):` key (known keys: \(Self.knownKeys.joined(separator: ", ")))"))
                continue
            }
            let rawValue = line[line.index(after: colon)...]
            let value = rawValue.trimmingWhitespace
            let column = block.column + line.distance(from: line.startIndex, to: colon) + 1
                + rawValue.prefix { $0 == " " }.count
            guard !value.isEmpty else {
                diagnostics.append(Diagnostic(.error, at: location, .malformedExerciseLine, "`\(key):` has no value"))
                continue
            }
            guard values[key] == nil else {
                diagnostics.append(Diagnostic(.error, at: location, .duplicateExerciseKey,
                    "`\(key):` appears twice in this exercise block; keep one"))
                continue
            }
            values[key] = (value, lineNumber, column)
        }
        let blockLocation = SourceLocation(file: file, line: block.line, column: block.column)
        var missing: [String] = []
        for key in ["id", "entry", "checks"] where values[key] == nil { missing.append(key) }
        for key in missing {
            diagnostics.append(Diagnostic(.error, at: blockLocation, .missingExerciseField,
                "this exercise block has no `\(key):` line; every exercise needs `id:`, `entry:` and `checks:`"))
        }
        let checks = values["checks"].map { self.checks($0.value, line: $0.line, column: $0.column, diagnostics: &diagnostics) } ?? []
        var folders: [String: String] = [:]
        for key in ["starter", "solution", "mutants"] {
            guard let entry = values[key] else { continue }
            if checkFolder(entry.value, key: key, at: SourceLocation(file: file, line: entry.line, column: entry.column),
                           diagnostics: &diagnostics) {
                folders[key] = entry.value
            }
        }
        let advice = values["advice"].map { self.advice($0.value, line: $0.line, column: $0.column, diagnostics: &diagnostics) } ?? []
        guard missing.isEmpty, let id = values["id"]?.value, let entry = values["entry"]?.value else { return nil }
        var exercise = Exercise(
            id: id, title: title, prompt: prompt, entry: entry, checks: checks,
            starter: folders["starter"], solution: folders["solution"], mutants: folders["mutants"], line: block.line
        )
        exercise.advice = advice
        return exercise
    }

    /// Splits `toolbar-layout, search-filter`, reporting each name that is neither built in nor a check file of the
    /// lesson (`Lessons/<slug>/checks/<name>.swift`), at its column.
    private func checks(_ list: String, line: Int, column: Int, diagnostics: inout [Diagnostic]) -> [String] {
        var names: [String] = []
        var offset = 0
        for piece in list.split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let name = piece.trimmingWhitespace
            guard !name.isEmpty else { continue }
            let nameColumn = column + offset + piece.prefix { $0 == " " }.count
            if BuiltInCheck(rawValue: name) != nil || (lessonsDirectory != nil && LessonCheckFile.isValidName(name)
                && LessonCheckFile(name: name, lessonFile: file).exists) {
                names.append(name)
            } else {
                let known = BuiltInCheck.allCases.map(\.rawValue).joined(separator: ", ")
                let own = LessonCheckFile(name: name, lessonFile: file).path
                // The files its checks folder does hold: a file named otherwise (`TripSheet.swift`) is the likely slip.
                let folder = (own as NSString).deletingLastPathComponent
                let present = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                let holds = present.isEmpty ? "" : "; \(folder) holds \(present.prefix(5).joined(separator: ", ")) (a check file is named after the check: checks/<name>.swift)"
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: line, column: nameColumn),
                    .unknownCheck, "quest has no check named `\(name)` (built in: \(known)), and the lesson has no check file \(own)" + holds))
            }
        }
        return names
    }

    /// Splits `any-view off, non-private-state essential` into items of two words each, reporting any other shape at
    /// its column. Whether the rule and the setting exist is the analyzer's to say (`quest validate`).
    private func advice(_ list: String, line: Int, column: Int, diagnostics: inout [Diagnostic]) -> [AdviceSetting] {
        var settings: [AdviceSetting] = []
        var offset = 0
        for piece in list.split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let words = piece.split(separator: " ")
            let itemColumn = column + offset + piece.prefix { $0 == " " }.count
            guard words.count == 2 else {
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: line, column: itemColumn),
                    .malformedExerciseLine, "each `advice:` item is a rule and `off` or a kind, for example `any-view off` or `non-private-state actionable`"))
                continue
            }
            settings.append(AdviceSetting(rule: String(words[0]), setting: String(words[1]), line: line, column: itemColumn))
        }
        return settings
    }

    /// False when `path` leaves `Lessons/` (the value is dropped); a missing folder is reported but the path is kept,
    /// so the model shows what the author wrote.
    private func checkFolder(_ path: String, key: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        var depth = 0
        var leaves = path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\")
        for component in path.split(separator: "/") where !leaves {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { leaves = true }
        }
        if leaves || depth == 0 {
            diagnostics.append(Diagnostic(.error, at: location, .pathOutsideLessons,
                "`\(key): \(path)` must be a folder inside Lessons/, written relative to it (for example `lesson22/\(key)`)"))
            return false
        }
        guard let lessonsDirectory else { return true }
        var isDirectory: ObjCBool = false
        let full = (lessonsDirectory as NSString).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(Diagnostic(.error, at: location, .missingExerciseFolder,
                "`\(key): \(path)` names a folder that does not exist (looked for \(full))"))
            return true
        }
        return true
    }
}

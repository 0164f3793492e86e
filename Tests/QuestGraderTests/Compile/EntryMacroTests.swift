import Foundation
import Testing
@testable import QuestGrader

/// `@Entry` compiled as learner code is: QuestUI declares it, quest's macro plug-in expands it.
@Suite("SwiftUI's @Entry expands in learner code, and a misplaced one says why at its line")
struct EntryMacroTests {
    /// Type-checks `source` as a learner's `ContentView.swift`.
    private func typecheck(_ source: String) throws -> LearnerCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-entry-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/ContentView.swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return try LearnerCompiler(settings: try CompilerSettings.locate()).typecheck(paths: [path])
    }

    @Test("typed, inferred, optional and closure-valued entries read and write through the environment")
    func expands() throws {
        let result = try typecheck("""
            import SwiftUI

            extension EnvironmentValues {
                @Entry var accent: Color = .orange
                @Entry var pageSize = 20
                @Entry var searchPrompt: String?
                @Entry var goHome: () -> Void = {}
            }

            struct ContentView: View {
                @Environment(\\.accent) private var accent
                @Environment(\\.pageSize) private var pageSize
                @Environment(\\.goHome) private var goHome

                var body: some View {
                    Button("Home \\(pageSize)") { goHome() }
                        .foregroundStyle(accent)
                        .environment(\\.searchPrompt, "Trips")
                }
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test("an entry outside EnvironmentValues, on a let, or without a default is an error at its line")
    func misuse() throws {
        let result = try typecheck("""
            import SwiftUI

            struct Settings {
                @Entry var accent: Color = .orange
            }

            extension EnvironmentValues {
                @Entry var count: Int
            }
            """)
        #expect(!result.succeeded)
        let messages = result.diagnostics.filter { $0.severity == "error" }.map { "\($0.line ?? 0): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("4: ") && $0.contains("extension EnvironmentValues") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("8: ") && $0.contains("needs a default value") }, "\(messages)")
    }
}

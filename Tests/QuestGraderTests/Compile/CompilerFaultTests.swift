import Foundation
import Testing
@testable import QuestGrader

@Suite("A compile that fails for the machine's reasons is never the learner's")
struct CompilerFaultTests {
    static let cache = "/home/learner/.cache/quest/ModuleCache"

    private func diagnostic(_ message: String, file: String? = nil) -> CompilerDiagnostic {
        CompilerDiagnostic(severity: "error", file: file, line: file == nil ? nil : 3, column: file == nil ? nil : 1,
                           message: message, inLearnerFile: file != nil && !file!.hasPrefix("QuestGlue"))
    }

    @Test("a truncated module file in the cache, and the shims module it hides, are the cache's fault")
    func brokenCache() {
        let output = """
            <unknown>:0: error: file '\(Self.cache)/3137/_SwiftConcurrencyShims-2W.pcm' is not a valid module file: file too small to contain precompiled file magic
            <unknown>:0: error: no such module '_SwiftConcurrencyShims'
            """
        let fault = CompilerFault.find(diagnostics: [], output: output, moduleCache: Self.cache)
        #expect(fault?.kind == .moduleCache)
        #expect(fault?.message(moduleCache: Self.cache, retried: true).contains("quest doctor") == true)
    }

    @Test("a module quest provides that is missing is the machine's, even at the learner's own import")
    func missingProvidedModule() {
        let fault = CompilerFault.find(
            diagnostics: [diagnostic("no such module 'SwiftUI'", file: "ContentView.swift")], output: "", moduleCache: Self.cache
        )
        #expect(fault?.kind == .missingModule)
    }

    @Test("a missing module is the machine's only at an import: text the learner wrote elsewhere, or that the glue's call quotes, is not")
    func onlyAtAnImport() {
        func placed(_ message: String, file: String, column: Int, source: String) -> CompilerDiagnostic {
            CompilerDiagnostic(severity: "error", file: file, line: 3, column: column, message: message,
                               excerpt: "  3 | \(source)\n    | `- error: \(message)\n", inLearnerFile: !file.hasPrefix("QuestGlue"))
        }
        let atImport = placed("no such module 'SwiftUI'", file: "ContentView.swift", column: 8, source: "import SwiftUI")
        #expect(CompilerFault.find(diagnostics: [atImport], output: "", moduleCache: Self.cache)?.kind == .missingModule)
        let attributed = placed("no such module 'Foundation'", file: "Router.swift", column: 31, source: "@preconcurrency public import Foundation")
        #expect(CompilerFault.find(diagnostics: [attributed], output: "", moduleCache: Self.cache)?.kind == .missingModule)
        for diagnostic in [
            placed("no such module 'Foundation'", file: "Router.swift", column: 1, source: #"#error("no such module 'Foundation'")"#),
            placed("no such module 'Foundation'", file: "Router.swift", column: 20, source: #"import Foundation; #error("no such module 'Foundation'")"#),
            placed("missing argument for parameter 'No space left on device' in call", file: "QuestGlue.swift", column: 17, source: "let router = Router()"),
            placed("'init()' is unavailable: could not build module 'QuestUI'", file: "QuestGlue.swift", column: 17, source: "let router = Router()"),
        ] {
            #expect(CompilerFault.find(diagnostics: [diagnostic], output: "", moduleCache: Self.cache) == nil, "\(diagnostic)")
        }
    }

    @Test("a full disk is the machine's")
    func fullDisk() {
        let output = "error: unable to open output file '/tmp/quest-1/Learner.o': 'No space left on device'"
        #expect(CompilerFault.find(diagnostics: [], output: output, moduleCache: Self.cache)?.kind == .disk)
    }

    @Test("the learner's own errors stay the learner's, whatever names they quote")
    func learnersErrors() {
        for errors in [
            [diagnostic("cannot find 'itemz' in scope", file: "ContentView.swift")],
            [diagnostic("no such module 'Alamofire'", file: "ContentView.swift")],
            [diagnostic("cannot find 'No space left on device' in scope", file: "ContentView.swift")],
            [diagnostic("is not a valid module file", file: "ContentView.swift")],
            [diagnostic("no such module 'SwiftUI'", file: "ContentView.swift"),
             diagnostic("cannot find 'Lisst' in scope", file: "ContentView.swift")],
        ] {
            #expect(CompilerFault.find(diagnostics: errors, output: "", moduleCache: Self.cache) == nil, "\(errors)")
        }
    }

    @Test("a module cache whose files were truncated is cleared and the file compiled again, as if nothing happened")
    func cacheRepaired() throws {
        var settings = try CompilerSettings.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        settings.moduleCache = folder + "/ModuleCache"
        let source = folder + "/ContentView.swift"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"hi\") } }\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let compiler = LearnerCompiler(settings: settings)
        #expect(try compiler.typecheck(paths: [source]).succeeded)
        let modules = try #require(FileManager.default.enumerator(atPath: settings.moduleCache)?.allObjects as? [String])
            .filter { $0.hasSuffix(".pcm") }
        try #require(!modules.isEmpty)
        for module in modules {
            try Data("truncated".utf8).write(to: URL(fileURLWithPath: settings.moduleCache + "/" + module))
        }
        let again = try compiler.typecheck(paths: [source])
        #expect(again.succeeded, "\(again.diagnostics)")
    }
}

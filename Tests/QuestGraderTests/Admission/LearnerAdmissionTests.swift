import Foundation
import Testing
@testable import QuestGrader

@Suite("Admission: what learner code may not contain, read from the parsed tree")
struct LearnerAdmissionTests {
    /// Each refused spelling, the line it is on, and a word of the sentence the learner reads.
    static let refused: [(source: String, line: Int, says: String)] = [
        ("import SwiftUI\n@_cdecl(\"write\") public func write() {}", 2, "@_cdecl exports a function under a C name"),
        ("@c(write) public func write() {}", 1, "@c exports a function under a C name"),
        ("@_silgen_name(\"$s11QuestChecks7HarnessC5beginACyFZ\") func begin()", 1, "@_silgen_name gives"),
        ("@section(\".init_array\") @used let early: Int = 1", 1, "@section places a value"),
        ("@_section(\".init_array\") let early: Int = 1", 1, "@_section places a value"),
        ("@_used let kept = 1", 1, "@_used keeps a symbol"),
        ("struct A {\n    @_dynamicReplacement(for: f) func g() {}\n}", 2, "@_dynamicReplacement replaces"),
        ("@_extern(c) func write(_ d: Int32) -> Int", 1, "@_extern declares a symbol"),
        ("@abi(func g()) func f() {}", 1, "@abi gives a declaration"),
        ("@export(implementation) func f() {}", 1, "@export changes"),
        ("@_implementationOnly import Foundation", 1, "@_implementationOnly opens"),
        ("@testable import Foundation", 1, "@testable opens"),
        ("@_spi(Private) import Foundation", 1, "@_spi opens"),
        ("@_weakLinked import Foundation", 1, "@_weakLinked links a symbol weakly"),
        ("@_alwaysEmitIntoClient func f() {}", 1, "@_alwaysEmitIntoClient is one of the compiler's internal attributes"),
        ("@unsafe func f() {}", 1, "@unsafe marks code as unsafe"),
        ("@safe func f() {}", 1, "@safe declares unsafe code safe"),
        ("struct S: @unsafe Sendable {}", 1, "@unsafe marks code as unsafe"),
        ("func f() {\n    let x = unsafe 1\n}", 2, "`unsafe` acknowledges memory-unsafe code"),
        ("#sourceLocation(file: \"Other.swift\", line: 1)\nlet x = 1", 1, "#sourceLocation changes"),
        ("enum QuestChecks {}", 1, "QuestChecks is the grader's own"),
        ("let `QuestHarness` = 1", 1, "QuestHarness is the grader's own"),
        ("import QuestChecks", 1, "QuestChecks is the grader's own"),
        ("func f() { _ = CCrypto.self }", 1, "CCrypto is the grader's own"),
        ("let quote = /\"\"\"/\n\nenum QuestChecks {}", 3, "QuestChecks is the grader's own"),
        ("func `\"\"\"`() {}\nenum QuestChecks {}", 2, "QuestChecks is the grader's own"),
        ("let text = \"\"\"\n  \\(QuestDigest.self)\n  \"\"\"", 2, "QuestDigest is the grader's own"),
        ("import UIKit", 1, "out of scope"),
        ("#if os(Linux)\nlet a = 1\n#else\nlet a = 2\n#endif", 1, "#if os(Linux) compiles different code for quest than for an iPhone"),
        ("let a = 1\n#if !canImport(UIKit)\nlet b = 2\n#endif", 2, "#if canImport(UIKit) compiles different code"),
        ("#if DEBUG\n#elseif targetEnvironment(simulator)\n#endif", 2, "#if targetEnvironment(simulator)"),
        ("struct S {\n    #if arch(x86_64)\n    var x = 1\n    #endif\n}", 2, "#if arch(x86_64)"),
    ]

    @Test("each refused spelling is an error at its line, with a plain sentence", arguments: refused)
    func refusedSpelling(source: String, line: Int, says: String) throws {
        let refusals = LearnerAdmission(files: [("ContentView.swift", source)]).refusals
        let first = try #require(refusals.first, "nothing refused in:\n\(source)")
        #expect(first.file == "ContentView.swift")
        #expect(first.line == line)
        #expect(first.message.contains(says), "\(first.message)")
        #expect(first.isError && first.inLearnerFile)
    }

    @Test("names in comments, strings and regex literals are not code", arguments: [
        "// enum QuestChecks {}\nlet a = 1",
        "let text = \"QuestChecks @_cdecl unsafe\"",
        "let pattern = /QuestChecks/",
        "/* @_silgen_name(\"x\") */ let b = 2",
        "let raw = #\"@section(\".init_array\")\"#",
        "nonisolated(unsafe) var shared = 0",
        "@MainActor @Observable final class Model { @ObservationIgnored var x = 0 }",
        "@inline(never) @discardableResult func f() -> Int { 1 }",
        "#if DEBUG\nlet debug = true\n#endif",
        "#if canImport(Testing)\nimport Testing\n#endif",
        "#if swift(>=6.0)\nlet modern = true\n#endif",
    ])
    func notRefused(source: String) {
        #expect(LearnerAdmission(files: [("A.swift", source)]).refusals.isEmpty)
    }

    @Test("every learner file of the corpus, the held-out set and the submissions is admitted")
    func corpusAdmitted() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["QuestUITests/Corpus", "QuestUITests/HeldOut", "Submissions"] {
            let enumerator = FileManager.default.enumerator(at: tests.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        #expect(files.count > 80)
        for file in files {
            let prepared = SwiftSourceFile(path: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8)).prepared()
            // A submission's own tests (`Tests/RouterTests.swift`) are admitted as router-tests admits them: with @testable.
            let ownTests = file.deletingLastPathComponent().lastPathComponent == "Tests"
            let admission = LearnerAdmission(files: [(file.path, prepared.text)], allowing: ownTests ? ["testable"] : [])
            #expect(admission.refusals.isEmpty, "\(admission.refusals.map(\.description))")
            #expect(admission.unreadable.isEmpty, "\(admission.unreadable.map(\.description))")
        }
    }

    @Test("a file the parser cannot read is named at the first place it went wrong")
    func unreadable() throws {
        let admission = LearnerAdmission(files: [("A.swift", "struct A {\n    let x = \n}\nfunc (")])
        let first = try #require(admission.unreadable.first)
        #expect(first.line == 3 || first.line == 2)
        #expect(first.message.contains("cannot read"))
        #expect(LearnerAdmission(files: [("B.swift", "struct B {}\n")]).unreadable.isEmpty)
    }
}

import Foundation
import Testing
@testable import QuestGrader

@Suite("Which compiler built what")
struct CompilerIdentityTests {
    private static let settings = CompilerSettings(
        toolchain: Toolchain(swiftc: "/nonexistent/swiftc"),
        modules: PrebuiltModules(moduleDirectory: "/nonexistent/Modules", linkArguments: [], linkInputs: [], launcher: "/nonexistent/quest-sandbox", base: "/nonexistent")
    )

    @Test("a module's header names the compiler that wrote it", arguments: ["Swift version 6.3.1 (swift-6.3.1-RELEASE)"])
    func moduleHeader(version: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quest-identity-\(UUID().uuidString).swiftmodule")
        defer { try? FileManager.default.removeItem(at: file) }
        var bytes = Data(repeating: 0, count: 15_000)
        bytes.append(Data("6.3.1(6.3.1)/\(version)\u{0}more".utf8))
        try bytes.write(to: file)
        #expect(CompilerIdentity.of(module: file.path) == version)
        #expect(CompilerIdentity.of(module: file.path + ".missing") == nil)
    }

    @Test("the compiler's refusal of a module built by another compiler becomes one plain sentence about the setup", arguments: [
        "compiled module was created by a newer version of the compiler: /x/QuestUI.swiftmodule",
        "module compiled with Swift 6.2 cannot be imported by the Swift 6.3 compiler: /x/QuestUI.swiftmodule",
        "compiled module was created by a different version of the compiler '6.2'; rebuild 'QuestUI' and try again: /x",
    ])
    func mismatch(message: String) throws {
        let sentence = try #require(CompilerIdentity.mismatch(in: ["cannot find 'x' in scope", message], settings: Self.settings))
        #expect(sentence.contains("were built by"))
        #expect(sentence.contains("Scripts/install.sh"))
    }

    @Test("a learner's own compile errors are not taken for a compiler mismatch")
    func learnerErrors() {
        #expect(CompilerIdentity.mismatch(in: ["cannot find 'Txt' in scope"], settings: Self.settings) == nil)
    }
}

import Foundation
import QuestCore
import Testing

/// Inputs that once broke the parser (Scripts/fuzz.sh leaves new ones in Fuzz/crashes/; they are copied here).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let inputs: [URL] = {
        let folder = TestCourse.fixtures.appendingPathComponent("fuzz")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test("each saved input parses, and its diagnostics point inside the file", arguments: inputs)
    func parses(input: URL) throws {
        let data = try Data(contentsOf: input)
        let result = LessonParser(checksExerciseFolders: false).parse(file: input.lastPathComponent, data: data)
        let lines = data.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
        #expect(result.diagnostics.allSatisfy { (1...lines).contains($0.location.line) }, "\(result.diagnostics)")
    }
}

// libFuzzer entry point for the lesson parser. Compiled together with QuestCore's sources by Scripts/fuzz.sh,
// so it calls the parser directly (no `import QuestCore`).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/fuzz.md", data: data)
    // Every diagnostic must point inside the file: a line past the end would send an editor nowhere.
    let lines = data.reduce(into: 1) { lines, byte in if byte == UInt8(ascii: "\n") { lines += 1 } }
    for diagnostic in result.diagnostics where diagnostic.location.line < 1 || diagnostic.location.line > lines + 1 {
        fatalError("diagnostic outside the file (line \(diagnostic.location.line) of \(lines)): \(diagnostic)")
    }
    return 0
}

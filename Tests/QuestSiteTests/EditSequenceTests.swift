import Foundation
import QuestSite
import Testing

/// An author's session, as an adversary would play it: a seeded sequence of edits to the lessons and of changes made
/// by hand to the published site, with an incremental build after each, whose site must equal a clean build's of the
/// same inputs, byte for byte.
@Suite("incremental builds under a sequence of edits")
struct EditSequenceTests {
    /// SplitMix64: the same seed gives the same session on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    @Test("every build of a seeded session of edits equals a clean build", arguments: [7, 1_042] as [UInt64])
    func session(seed: UInt64) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        var random = Seeded(state: seed)
        var numbers = Array(1...4)
        for number in numbers { try fixture.addLesson(number) }
        try fixture.build()
        var log: [String] = []
        for step in 0..<14 {
            log.append(try edit(fixture, numbers: &numbers, random: &random))
            try fixture.build()
            let clean = fixture.root.appendingPathComponent("Clean-\(step)")
            defer { try? FileManager.default.removeItem(at: clean) }
            try fixture.build(output: clean)
            let built = try SiteFixture.tree(fixture.output)
            let expected = try SiteFixture.tree(clean)
            let differing = Set(built.keys).symmetricDifference(expected.keys).union(built.keys.filter { built[$0] != expected[$0] })
            #expect(differing.isEmpty, "after \(log.joined(separator: ", ")): \(differing.sorted().prefix(5))")
            if !differing.isEmpty { return }
        }
    }

    /// One edit, named for the failure message.
    private func edit(_ fixture: SiteFixture, numbers: inout [Int], random: inout Seeded) throws -> String {
        let number = numbers.randomElement(using: &random)!
        let published = try FileManager.default.subpathsOfDirectory(atPath: fixture.output.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix("/") }
            .filter { var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent($0).path, isDirectory: &folder) && !folder.boolValue }
            .sorted()
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            try fixture.addLesson(number, body: "Notes rewritten, take \(random.next() % 1000): `List` and `ForEach`.\n")
            return "rewrote lesson \(number)"
        case 1:
            try fixture.addLesson(number, title: "Retitled \u{201C}\(random.next() % 100)\u{201D} \\ café")
            return "retitled lesson \(number)"
        case 2:
            let added = (numbers.max() ?? 0) + 1
            numbers.append(added)
            try fixture.addLesson(added)
            return "added lesson \(added)"
        case 3 where numbers.count > 2:
            numbers.removeAll { $0 == number }
            try FileManager.default.removeItem(at: fixture.lessons.appendingPathComponent("lesson\(number).md"))
            return "deleted lesson \(number)"
        case 4:
            let date = Date(timeIntervalSince1970: 1_800_000_000 + Double(random.next() % 10_000_000))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: fixture.lessons.appendingPathComponent("lesson\(number).md").path)
            return "re-dated lesson \(number)"
        case 5:
            // Written in place: the same inode and size, one byte changed.
            let path = published.randomElement(using: &random)!
            let url = fixture.output.appendingPathComponent(path)
            var bytes = try Data(contentsOf: url)
            guard !bytes.isEmpty else { return "left \(path) alone" }
            let index = Int(random.next() % UInt64(bytes.count))
            bytes[index] = bytes[index] == 0x78 ? 0x79 : 0x78
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: bytes)
            try handle.close()
            return "changed a byte of \(path) in place"
        case 6:
            // Another published file's bytes put in its place (a copy, as `cp` makes one).
            let path = published.randomElement(using: &random)!
            let other = published.randomElement(using: &random)!
            try Data(contentsOf: fixture.output.appendingPathComponent(other)).write(to: fixture.output.appendingPathComponent(path))
            return "copied \(other) over \(path)"
        default:
            let path = published.randomElement(using: &random)!
            try FileManager.default.removeItem(at: fixture.output.appendingPathComponent(path))
            return "deleted \(path) from the site"
        }
    }
}

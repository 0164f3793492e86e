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

    /// What a session edits besides the lessons: its own copy of the templates, and the base URL it builds with.
    struct Session {
        var numbers = Array(1...4)
        /// Never reused, so an added lesson's file name (`lesson<n>.md`) is one no other lesson has had.
        var nextNumber = 5
        /// Lesson number → file name, which a rename or a trade of numbers changes.
        var files: [Int: String] = [:]
        var templates: URL
        var baseURL: String?
        var random: Seeded

        func file(of number: Int) -> String { files[number] ?? "lesson\(number).md" }
    }

    @Test("every build of a seeded session of edits equals a clean build", arguments: [7, 1_042, 31_337] as [UInt64])
    func session(seed: UInt64) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let templates = fixture.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: SiteFixture.templates, to: templates)
        var session = Session(templates: templates, random: Seeded(state: seed))
        for number in session.numbers { try fixture.addLesson(number) }
        try fixture.build(templates: templates)
        var log: [String] = []
        for step in 0..<16 {
            log.append(try edit(fixture, session: &session))
            try fixture.build(templates: templates, baseURL: session.baseURL)
            let clean = fixture.root.appendingPathComponent("Clean-\(step)")
            defer { try? FileManager.default.removeItem(at: clean) }
            try fixture.build(output: clean, templates: templates, baseURL: session.baseURL)
            let built = try SiteFixture.tree(fixture.output)
            let expected = try SiteFixture.tree(clean)
            let differing = Set(built.keys).symmetricDifference(expected.keys).union(built.keys.filter { built[$0] != expected[$0] })
            #expect(differing.isEmpty, "after \(log.joined(separator: ", ")): \(differing.sorted().prefix(5))")
            if !differing.isEmpty { return }
        }
    }

    /// One edit, named for the failure message.
    private func edit(_ fixture: SiteFixture, session: inout Session) throws -> String {
        let number = session.numbers.randomElement(using: &session.random)!
        let lesson = fixture.lessons.appendingPathComponent(session.file(of: number))
        let published = try FileManager.default.subpathsOfDirectory(atPath: fixture.output.path)
            .filter { !$0.hasPrefix(".") }
            .filter { path in
                var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(path).path, isDirectory: &folder)
                    && !folder.boolValue
            }
            .sorted()
        switch Int.random(in: 0..<12, using: &session.random) {
        case 0:
            try write(lesson, replacing: "Notes of lesson", with: "Notes rewritten (\(session.random.next() % 1000)) of lesson")
            return "rewrote lesson \(number)"
        case 1:
            let title = "Retitled \u{201C}\(session.random.next() % 100)\u{201D} \\ caf\u{E9}"
            try write(lesson, replacingLine: "title:", with: "title: \(title)")
            return "retitled lesson \(number)"
        case 2:
            let added = session.nextNumber
            session.nextNumber += 1
            session.numbers.append(added)
            try fixture.addLesson(added)
            return "added lesson \(added)"
        case 3 where session.numbers.count > 2:
            session.numbers.removeAll { $0 == number }
            session.files[number] = nil
            try FileManager.default.removeItem(at: lesson)
            return "deleted lesson \(number)"
        case 4:
            let date = Date(timeIntervalSince1970: 1_800_000_000 + Double(session.random.next() % 10_000_000))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: lesson.path)
            return "re-dated lesson \(number)"
        case 5:
            // Written in place: the same inode and size, one byte changed.
            let path = published.randomElement(using: &session.random)!
            let url = fixture.output.appendingPathComponent(path)
            var bytes = try Data(contentsOf: url)
            guard !bytes.isEmpty else { return "left \(path) alone" }
            let index = Int(session.random.next() % UInt64(bytes.count))
            bytes[index] = bytes[index] == 0x78 ? 0x79 : 0x78
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: bytes)
            try handle.close()
            return "changed a byte of \(path) in place"
        case 6:
            // Another published file's bytes put in its place (a copy, as `cp` makes one).
            let path = published.randomElement(using: &session.random)!
            let other = published.randomElement(using: &session.random)!
            try Data(contentsOf: fixture.output.appendingPathComponent(other)).write(to: fixture.output.appendingPathComponent(path))
            return "copied \(other) over \(path)"
        case 7:
            let path = published.randomElement(using: &session.random)!
            try FileManager.default.removeItem(at: fixture.output.appendingPathComponent(path))
            return "deleted \(path) from the site"
        case 8:
            // The same lesson under another file name.
            let renamed = session.file(of: number).hasSuffix("-b.md") ? "lesson\(number).md" : "lesson\(number)-b.md"
            try FileManager.default.moveItem(at: lesson, to: fixture.lessons.appendingPathComponent(renamed))
            session.files[number] = renamed
            return "renamed lesson \(number) to \(renamed)"
        case 9 where session.numbers.count > 1:
            // Two lessons trade numbers, so the course's order, the pager and the decks' places change.
            let other = session.numbers.filter { $0 != number }.randomElement(using: &session.random)!
            let otherFile = fixture.lessons.appendingPathComponent(session.file(of: other))
            try write(lesson, replacingLine: "lesson:", with: "lesson: \(other)")
            try write(otherFile, replacingLine: "lesson:", with: "lesson: \(number)")
            (session.files[number], session.files[other]) = (session.file(of: other), session.file(of: number))
            return "lessons \(number) and \(other) traded numbers"
        case 10:
            let footer = session.templates.appendingPathComponent("partials/footer.mustache")
            let text = try String(contentsOf: footer, encoding: .utf8)
            try Data((text + "<!-- \(session.random.next() % 1000) -->\n").utf8).write(to: footer)
            return "edited the footer template"
        default:
            session.baseURL = session.baseURL == nil ? "https://example.org/course/" : nil
            return "base URL \(session.baseURL ?? "none")"
        }
    }

    private func write(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    private func write(_ file: URL, replacingLine prefix: String, with line: String) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        var replaced = false
        let edited = lines.map { current -> String in
            guard !replaced, current.hasPrefix(prefix) else { return current }
            replaced = true
            return line
        }
        try Data(edited.joined(separator: "\n").utf8).write(to: file)
    }
}

import Foundation
import QuestCore

/// The bytes an outline is kept as (`OutlineStore`): its fields in a fixed order, each written directly (numbers as
/// 8 bytes, strings and lists after their 4-byte length), the interview part as its own `CompactEncoder` bytes, never
/// decoded here.
///
/// Written by hand, not through `Codable`: a rebuild reads every unchanged lesson's outline, and decoding 500 of them
/// through `Decodable` (keys looked up by name, the interview part's code blocks and exercise decoded only to be
/// compared) was the largest part of a one-lesson rebuild's load step (measured with perf). Every length is checked,
/// so damaged bytes read as nil, never as a crash; `OutlineStore` bumps its format whenever this layout changes.
enum OutlineCodec {
    static func encode(_ outline: LessonOutline) -> Data {
        var writer = Writer()
        writer.string(outline.file)
        writer.string(outline.digest)
        writer.integer(outline.number)
        writer.string(outline.slug)
        writer.string(outline.title)
        writer.optional(outline.summary) { $0.string($1) }
        writer.optional(outline.platform) { $0.string($1) }
        writer.integer(outline.numberLine)
        writer.integer(outline.exerciseCount)
        writer.integer(outline.questionCount)
        writer.optional(outline.interviewHead) { writer, head in
            writer.integer(head.part)
            writer.string(head.title)
            writer.integer(head.line)
        }
        writer.bytes(outline.interviewBytes)
        writer.string(outline.interviewDigest)
        writer.string(outline.interviewPageDigest)
        writer.optional(outline.tutorialStarter) { $0.string($1) }
        writer.flag(outline.hasTutorialPage)
        for diagnostics in [outline.parseDiagnostics, outline.checkDiagnostics] {
            writer.count(diagnostics.count)
            for diagnostic in diagnostics { writer.diagnostic(diagnostic) }
        }
        writer.count(outline.cardIDs.count)
        for id in outline.cardIDs { writer.string(id) }
        writer.string(outline.searchFragment)
        return Data(writer.bytes)
    }

    /// The outline in `data`, or nil when the bytes are not one (damaged, or of another layout).
    static func decode(_ data: Data) -> LessonOutline? {
        data.withUnsafeBytes(decode)
    }

    /// `decode(_:)` of bytes in place.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> LessonOutline? {
        var reader = Reader(cursor: ByteCursor(bytes))
        return try? reader.outline()
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func integer(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func count(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func string(_ text: String) {
            count(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }

        mutating func bytes(_ data: Data) {
            count(data.count)
            bytes.append(contentsOf: data)
        }

        mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
            flag(value != nil)
            if let value { write(&self, value) }
        }

        mutating func diagnostic(_ diagnostic: Diagnostic) {
            string(diagnostic.severity.rawValue)
            string(diagnostic.location.file)
            integer(diagnostic.location.line)
            integer(diagnostic.location.column)
            string(diagnostic.code)
            string(diagnostic.message)
        }
    }

    private struct Damaged: Error {}

    private struct Reader {
        var cursor: ByteCursor

        mutating func outline() throws -> LessonOutline {
            var outline = LessonOutline(
                file: try string(), digest: try string(), number: try integer(), slug: try string(), title: try string()
            )
            outline.summary = try optional { try $0.string() }
            outline.platform = try optional { try $0.string() }
            outline.numberLine = try integer()
            outline.exerciseCount = try integer()
            outline.questionCount = try integer()
            outline.interviewHead = try optional { reader in
                LessonOutline.InterviewHead(part: try reader.integer(), title: try reader.string(), line: try reader.integer())
            }
            outline.interviewBytes = try data()
            outline.interviewDigest = try string()
            outline.interviewPageDigest = try string()
            outline.tutorialStarter = try optional { try $0.string() }
            outline.hasTutorialPage = try flag()
            outline.parseDiagnostics = try list { try $0.diagnostic() }
            outline.checkDiagnostics = try list { try $0.diagnostic() }
            outline.cardIDs = try list { try $0.string() }
            outline.searchFragment = try string()
            guard cursor.isAtEnd else { throw Damaged() }
            return outline
        }

        /// The next `count` bytes, checked to be there.
        mutating func take(_ count: Int) throws -> UnsafeRawBufferPointer {
            guard let taken = cursor.take(count) else { throw Damaged() }
            return taken
        }

        mutating func integer() throws -> Int {
            guard let word = cursor.littleEndian(Int64.self) else { throw Damaged() }
            return Int(word)
        }

        mutating func count() throws -> Int {
            guard let word = cursor.littleEndian(UInt32.self) else { throw Damaged() }
            return Int(word)
        }

        mutating func flag() throws -> Bool {
            switch try take(1)[0] {
            case 0: false
            case 1: true
            default: throw Damaged()
            }
        }

        mutating func string() throws -> String {
            guard let text = String(validating: try take(try count()), as: UTF8.self) else { throw Damaged() }
            return text
        }

        mutating func data() throws -> Data {
            Data(try take(try count()))
        }

        mutating func optional<Value>(_ read: (inout Reader) throws -> Value) throws -> Value? {
            try flag() ? try read(&self) : nil
        }

        mutating func list<Value>(_ read: (inout Reader) throws -> Value) throws -> [Value] {
            let count = try count()
            // Each item takes at least 4 bytes: a count larger than the bytes left is damage, not a huge allocation.
            guard count <= cursor.remaining / 4 else { throw Damaged() }
            var items: [Value] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try read(&self)) }
            return items
        }

        mutating func diagnostic() throws -> Diagnostic {
            guard let severity = Diagnostic.Severity(rawValue: try string()) else { throw Damaged() }
            let location = SourceLocation(file: try string(), line: try integer(), column: try integer())
            return Diagnostic(severity, at: location, code: try string(), try string())
        }
    }
}

public import Foundation

/// The content-hash cache, kept in the site as `.quest-cache.json`: for each unit of output (a lesson's pages, a
/// lesson's decks, the course deck), the hash of everything it was made from and the files it produced.
///
/// A later build compares keys and copies the files of unchanged units from the previous site instead of rendering
/// them again. `inputs` fingerprints every input byte, so a build with nothing changed stops after reading it.
/// Written with sorted keys and no dates, so it is as deterministic as the pages.
public struct BuildManifest: Codable, Sendable, Equatable {
    /// The file name inside the output folder.
    public static let fileName = ".quest-cache.json"
    /// Bumped when the manifest's meaning changes; a manifest of another format is ignored. 2: the course-wide
    /// outputs are units of their own (`BuildPlan.Unit`).
    public static let currentFormat = 2

    /// One unit of output.
    public struct Unit: Codable, Sendable, Equatable {
        /// The SHA-256 of the unit's inputs.
        public var key: String
        /// Paths relative to the site root, sorted.
        public var files: [String]

        public init(key: String, files: [String]) {
            self.key = key
            self.files = files.sorted()
        }
    }

    public var format: Int
    /// The fingerprint of all inputs: lesson files, templates, options and quest's version.
    public var inputs: String
    /// Units by name (`pages/lesson22`, `decks/lesson22`, `decks/course`).
    public var units: [String: Unit]
    /// Every file of the site (the manifest excepted), sorted; a no-op build checks they are all still there.
    public var files: [String]

    public init(inputs: String, units: [String: Unit], files: [String]) {
        format = Self.currentFormat
        self.inputs = inputs
        self.units = units
        self.files = files.sorted()
    }

    /// The manifest of the site at `folder`, or nil when there is none or it cannot be used.
    public static func read(from folder: URL) -> BuildManifest? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)),
              let manifest = plain(data) ?? (try? JSONDecoder().decode(BuildManifest.self, from: data)),
              manifest.format == currentFormat else { return nil }
        return manifest
    }

    /// The manifest in `data` when its bytes are exactly what `plainJSON()` writes (every string plain, names in
    /// order); nil for anything else (an edited file, a string `JSONEncoder` wrote), which `JSONDecoder` then reads.
    /// Decoding 500 lessons' units through `Decodable` took as long as the plan that uses them (measured with perf).
    static func plain(_ data: Data) -> BuildManifest? {
        data.withUnsafeBytes { bytes in
            var reader = PlainReader(cursor: ByteCursor(bytes))
            return reader.manifest()
        }
    }

    /// Reads the layout `plainJSON()` writes, byte for byte: anything else stops it.
    private struct PlainReader {
        var cursor: ByteCursor

        mutating func manifest() -> BuildManifest? {
            guard expect("{\n  \"files\" : "), let files = list(indent: "  "),
                  expect(",\n  \"format\" : "), let format = number(),
                  expect(",\n  \"inputs\" : "), let inputs = string(),
                  expect(",\n  \"units\" : {\n") else { return nil }
            var units: [String: Unit] = [:]
            if !expect("\n") {
                var last: String?
                while true {
                    guard expect("    "), let name = string(), last.map({ $0 < name }) ?? true,
                          expect(" : {\n      \"files\" : "), let unitFiles = list(indent: "      "),
                          expect(",\n      \"key\" : "), let key = string(), expect("\n    }") else { return nil }
                    units[name] = Unit(key: key, files: unitFiles)
                    last = name
                    if expect(",\n") { continue }
                    guard expect("\n") else { return nil }
                    break
                }
            }
            guard expect("  }\n}\n"), cursor.isAtEnd else { return nil }
            var manifest = BuildManifest(inputs: inputs, units: units, files: files)
            manifest.format = format
            // `init` sorts the lists; the bytes read must have been in that order already, as `plainJSON()` writes.
            guard manifest.files == files, manifest.units.allSatisfy({ units[$0.key]?.files == $0.value.files }) else { return nil }
            return manifest
        }

        /// Steps over `text` when the bytes go on with it.
        mutating func expect(_ text: StaticString) -> Bool {
            cursor.skip(text)
        }

        /// A string of plain bytes (printable ASCII, no quote or backslash) between quotes.
        mutating func string() -> String? {
            guard cursor.skip("\""), let text = cursor.take(upTo: 0x22),
                  text.allSatisfy({ $0 >= 0x20 && $0 < 0x7f && $0 != 0x5c }) else { return nil }
            return String(decoding: text, as: UTF8.self)
        }

        /// Decimal digits, as `JSONEncoder` writes a small non-negative integer.
        mutating func number() -> Int? {
            let digits = cursor.take(atMost: 9) { $0 >= 0x30 && $0 <= 0x39 }
            // One digit, or several not starting with 0: JSON has no leading zeros.
            guard let value = ByteCursor.decimal(digits), digits.count == 1 || digits[0] != 0x30 else { return nil }
            return Int(value)
        }

        /// A list of strings as `plainJSON()` writes it at `indent`.
        mutating func list(indent: StaticString) -> [String]? {
            guard expect("[\n") else { return nil }
            var items: [String] = []
            if expect("\n") {
                guard expect(indent), expect("]") else { return nil }
                return items
            }
            while true {
                guard expect(indent), expect("  "), let item = string() else { return nil }
                items.append(item)
                if expect(",\n") { continue }
                guard expect("\n"), expect(indent), expect("]") else { return nil }
                return items
            }
        }
    }

    /// The manifest as deterministic JSON.
    public func encoded() throws -> Data {
        if let plain = plainJSON() { return plain }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        return data
    }

    /// Whether `text` is written by `JSONEncoder` as itself between quotes, and sorted by it as Swift sorts it:
    /// printable ASCII without a quote or backslash.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7f && $0 != 0x22 && $0 != 0x5c }
    }

    /// The bytes `JSONEncoder` writes for the manifest (sorted keys, pretty-printed, slashes as they are), written
    /// directly; nil when a string is not plain, for `JSONEncoder` to write. Encoding 2,000 lessons' units and 12,000
    /// files through `Encodable` was a tenth of a one-lesson rebuild's publish step (measured with perf); a test holds
    /// the two together.
    func plainJSON() -> Data? {
        guard Self.isPlain(inputs), files.allSatisfy(Self.isPlain),
              units.allSatisfy({ Self.isPlain($0.key) && Self.isPlain($0.value.key) && $0.value.files.allSatisfy(Self.isPlain) })
        else { return nil }
        var text = ""
        text.reserveCapacity(64 * (files.count + 3 * units.count) + 256)
        func list(_ items: [String], indent: String) {
            guard !items.isEmpty else { return text += "[\n\n\(indent)]" }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  \"" + item + (index + 1 < items.count ? "\",\n" : "\"\n")
            }
            text += indent + "]"
        }
        text += "{\n  \"files\" : "
        list(files, indent: "  ")
        text += ",\n  \"format\" : \(format),\n  \"inputs\" : \"\(inputs)\",\n  \"units\" : {\n"
        if units.isEmpty { text += "\n" }
        let names = units.keys.sorted()
        for (index, name) in names.enumerated() {
            let unit = units[name]!
            text += "    \"" + name + "\" : {\n      \"files\" : "
            list(unit.files, indent: "      ")
            text += ",\n      \"key\" : \"" + unit.key + "\"\n    }" + (index + 1 < names.count ? ",\n" : "\n")
        }
        text += "  }\n}\n"
        return Data(text.utf8)
    }
}

import Foundation
import QuestMustache
import Testing

/// One case from the official Mustache spec (github.com/mustache/spec), read from its JSON files.
struct MustacheSpecCase: Sendable, Decodable, CustomTestStringConvertible {
    var name: String
    var desc: String
    var data: MustacheValue
    var template: String
    var expected: String
    var partials: [String: String]?
    var file = ""

    var testDescription: String { "\(file): \(name)" }

    private enum CodingKeys: String, CodingKey { case name, desc, data, template, expected, partials }
}

enum MustacheSpec {
    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    /// The spec's JSON files, copied into this test target (`Fixtures/mustache-spec/README.md` says from where).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mustache-spec")

    private struct File: Decodable { var tests: [MustacheSpecCase] }

    /// Every case, or none when the folder is missing (which `theSuiteIsPresent` reports as a failure).
    static let cases: [MustacheSpecCase] = files.flatMap { file -> [MustacheSpecCase] in
        let url = folder.appendingPathComponent(file + ".json")
        guard let data = try? Data(contentsOf: url), let parsed = try? JSONDecoder().decode(File.self, from: data) else {
            return []
        }
        return parsed.tests.map { test in
            var test = test
            test.file = file
            return test
        }
    }
}

@Suite("The official Mustache spec")
struct MustacheSpecTests {
    @Test("the spec folder is present and holds all 163 cases")
    func theSuiteIsPresent() throws {
        for file in MustacheSpec.files {
            let path = MustacheSpec.folder.appendingPathComponent(file + ".json").path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
        #expect(MustacheSpec.cases.count == 163)
    }

    @Test("renders as the spec expects", arguments: MustacheSpec.cases)
    func renders(_ test: MustacheSpecCase) throws {
        let partials = try TemplateSet(sources: test.partials ?? [:])
        let template = try MustacheTemplate(test.template, name: test.name)
        #expect(template.render(test.data, partials: partials) == test.expected, "\(test.desc)")
    }
}

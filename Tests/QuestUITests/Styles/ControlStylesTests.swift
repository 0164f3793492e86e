import Foundation
import QuestUI
import Testing

private struct StyledList: View {
    var body: some View {
        VStack {
            List { Text("a") }.listStyle(.insetGrouped)
            List { Text("b") }.listStyle(InsetGroupedListStyle())
            Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
            Button("Go") {}.buttonStyle(.borderedProminent)
        }
    }
}

@Suite("Built-in control styles") @MainActor
struct ControlStylesTests {
    @Test("a style is recorded by its static member's name, written either way")
    func recordedByName() {
        let host = ViewHost(StyledList())
        let lists = host.tree.descendants.filter { $0.kind == "List" }
        #expect(lists.map { $0.modifier("listStyle")?.arguments } == [["insetGrouped"], ["insetGrouped"]])
        #expect(host.tree.descendants.first { $0.kind == "Toggle" }?.modifier("toggleStyle")?.arguments == ["switch"])
        #expect(host.tree.descendants.first { $0.kind == "Button" }?.modifier("buttonStyle")?.arguments == ["borderedProminent"])
    }

    @Test("every built-in style is one type line stating its name, then the static member of that name")
    func oneShape() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/QuestUI/Styles/ControlStyles.swift")
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map(String.init)
        let type = /^public struct (\w+): (\w+), BuiltInStyle \{ public static let name = "(\w+)"; public init\(\) \{\} \}$/
        var styles = 0
        for (index, line) in lines.enumerated() where line.contains(", BuiltInStyle {") && !line.hasPrefix("//") {
            let match = try #require(line.wholeMatch(of: type), "not the shape: \(line)")
            let (name, family, member) = (match.output.1, match.output.2, match.output.3)
            let escaped = ["switch"].contains(member) ? "`\(member)`" : String(member)
            let expected = "extension \(family) where Self == \(name) { public static var \(escaped): \(name) { .init() } }"
            #expect(index + 1 < lines.count && lines[index + 1] == expected, "\(name) needs its member line: \(expected)")
            styles += 1
        }
        #expect(styles >= 53)
    }
}

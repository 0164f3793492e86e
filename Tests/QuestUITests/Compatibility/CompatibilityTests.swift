import Foundation
import QuestUI
import Testing

// Views and modifiers from Sources/QuestUI/Compatibility, which exist so that real learner code compiles unchanged:
// each records what the learner wrote, and the few with behaviour behave.

struct CompatibilityPlanet: Identifiable {
    let id: Int
    let name: String
}

struct CompatibilityScreen: View {
    @State private var selection: Int?
    @SceneStorage("compatibility.metric") private var metric = false
    @ScaledMetric(relativeTo: .title) private var iconSize = 24.0
    @State private var query = ""
    @State private var tokens: [CompatibilityToken] = []
    @State private var suggested = [CompatibilityToken(name: "swift")]
    let planets = [CompatibilityPlanet(id: 3, name: "Earth"), CompatibilityPlanet(id: 4, name: "Mars")]

    var body: some View {
        NavigationView {
            List {
                ForEach(planets) { planet in
                    NavigationLink(destination: Text("Welcome to \(planet.name)"), tag: planet.id, selection: $selection) {
                        Text(planet.name)
                    }
                }
                Toggle("Metric", isOn: $metric)
                Text(metric ? "kilometres" : "miles")
                Text("Icon \(Int(iconSize))")
                Text(Image(systemName: "star.fill"))
                Gauge(value: 150.0, in: 0...300) { Text("Goal") }
                    .gaugeStyle(.accessoryLinearCapacity)
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date > .distantPast ? "ticking" : "stopped")
                }
                Button("New") {}
                    .keyboardShortcut("n", modifiers: [.command, .shift])
                    .help("Adds a planet")
                Image(systemName: "bell")
                    .symbolEffect(.bounce.up, options: .repeat(2), value: selection)
            }
            .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, prompt: "Search planets") { token in
                Text(token.name)
            }
        }
    }
}

struct CompatibilityToken: Identifiable, Hashable {
    var id: String { name }
    let name: String
}

@Suite("Compatibility: APIs real learner code uses") @MainActor
struct CompatibilityTests {
    @Test("NavigationLink(destination:tag:selection:) pushes its destination when tapped")
    func taggedLinkPushes() throws {
        let host = ViewHost(CompatibilityScreen())
        try host.tap(button: "Mars")
        #expect(host.destinationNodes().last?.allTexts == ["Welcome to Mars"])
    }

    @Test("@SceneStorage keeps what a toggle writes")
    func sceneStorageKeepsValues() throws {
        let host = ViewHost(CompatibilityScreen())
        #expect(host.tree.allTexts.contains("miles"))
        try host.toggle("Metric")
        #expect(host.tree.allTexts.contains("kilometres"))
    }

    @Test("@ScaledMetric is the written value at the default text size")
    func scaledMetricAtDefaultSize() {
        #expect(ViewHost(CompatibilityScreen()).tree.allTexts.contains("Icon 24"))
    }

    @Test("an image inside a text reads as its symbol name")
    func imageInText() {
        #expect(ViewHost(CompatibilityScreen()).tree.allTexts.contains("[star.fill]"))
    }

    @Test("a gauge records where its value sits in its range, and its style")
    func gaugeRecordsFraction() throws {
        let gauge = try #require(ViewHost(CompatibilityScreen()).tree.first("Gauge"))
        #expect(gauge.modifier("value")?.arguments == ["0.5"])
        #expect(gauge.allTexts == ["Goal"])
    }

    @Test("a timeline view evaluates its content with the current date")
    func timelineViewRendersContent() throws {
        let timeline = try #require(ViewHost(CompatibilityScreen()).tree.first("TimelineView"))
        #expect(timeline.allTexts == ["ticking"])
    }

    @Test("keyboard shortcuts, help and symbol effects are recorded as the learner wrote them")
    func recordedModifiers() {
        let tree = ViewHost(CompatibilityScreen()).tree
        let records = tree.descendants.flatMap(\.modifiers)
        #expect(records.first { $0.name == "keyboardShortcut" }?.arguments == ["⇧⌘n"])
        #expect(records.first { $0.name == "help" }?.arguments == ["Adds a planet"])
        #expect(records.first { $0.name == "symbolEffect" }?.arguments == ["bounce.up", "repeat(2)"])
    }

    @Test("a search field with suggested tokens keeps a string prompt")
    func suggestedTokensPrompt() throws {
        let field = try #require(ViewHost(CompatibilityScreen()).searchField)
        #expect(field.prompt == "Search planets")
    }

    @Test("the standard shortcuts name their keys", arguments: [
        (KeyboardShortcut.defaultAction, "return"),
        (KeyboardShortcut.cancelAction, "escape"),
        (KeyboardShortcut("s"), "⌘s"),
        (KeyboardShortcut(.upArrow, modifiers: [.option]), "⌥upArrow"),
    ])
    func shortcutDescriptions(shortcut: KeyboardShortcut, expected: String) {
        #expect(shortcut.description == expected)
    }

    #if os(Linux)
    @Test("Timer() is an invalid placeholder timer, as on Apple platforms")
    func placeholderTimer() {
        #expect(!Timer().isValid)
    }
    #endif
}

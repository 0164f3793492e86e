import QuestUI
import Testing

// Environment values by key path (built-in and the learner's own keys), @Observable objects by type, and a learner's
// ViewModifier reading the environment.

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@Observable final class Profile {
    var name = "Ada"
}

struct Badge: ViewModifier {
    @Environment(\.accentName) private var accent

    func body(content: Content) -> some View {
        HStack {
            content
            Text("[\(accent)]")
        }
    }
}

struct ProfileCard: View {
    @Environment(Profile.self) private var profile
    @Environment(\.accentName) private var accent
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text(profile.name).modifier(Badge())
            Text("\(accent) \(colorScheme == .dark ? "dark" : "light")")
        }
    }
}

@Suite("Environment") @MainActor
struct EnvironmentTests {
    @Test("defaults apply when no ancestor sets a value")
    func defaults() {
        let host = ViewHost(ProfileCard().environment(Profile()))
        #expect(host.tree.allTexts == ["Ada", "[blue]", "blue light"])
    }

    @Test("environment(\\.key, value) reaches the view and its modifiers")
    func keyPathValues() {
        let host = ViewHost(
            ProfileCard()
                .environment(\.accentName, "orange")
                .environment(\.colorScheme, .dark)
                .environment(Profile())
        )
        #expect(host.tree.allTexts == ["Ada", "[orange]", "orange dark"])
    }

    @Test("an @Observable object in the environment re-renders its readers")
    func observableObjectInEnvironment() {
        let profile = Profile()
        let host = ViewHost(ProfileCard().environment(profile))
        profile.name = "Grace"
        #expect(host.tree.allTexts.first == "Grace")
    }

    @Test("the learner's ViewModifier wraps its content")
    func learnerModifier() {
        let host = ViewHost(ProfileCard().environment(Profile()))
        let badge = host.tree.first("Badge")
        #expect(badge?.children.first?.kind == "HStack")
        #expect(badge?.allTexts == ["Ada", "[blue]"])
    }

    @Test("an app's window shows its content with the environment the app puts on the window group or on its content")
    func appWindowEnvironment() throws {
        for app in [AnyApp(SceneLevelStoreApp()), AnyApp(ViewLevelStoreApp())] {
            let content = try #require(app.content())
            let host = ViewHost(content)
            #expect(host.screen.allTexts.contains("3 trips"), "\(host.screen.allTexts)")
        }
    }
}

@Observable final class TripCounter {
    var count = 3
}

struct CounterView: View {
    @Environment(TripCounter.self) private var counter
    var body: some View { Text("\(counter.count) trips") }
}

/// `.environment` on the scene.
struct SceneLevelStoreApp: App {
    @State private var counter = TripCounter()
    var body: some Scene { WindowGroup { CounterView() }.environment(counter) }
}

/// `.environment` on the window's content.
struct ViewLevelStoreApp: App {
    @State private var counter = TripCounter()
    var body: some Scene { WindowGroup { CounterView().environment(counter) } }
}

/// Either app, for one loop.
@MainActor struct AnyApp {
    let content: @MainActor () -> AnyView?
    init(_ app: some App) { content = { AppWindow.content(of: app) } }
}

/// Per rule: learner-shaped code it must comment on (lines marked `// ←`), and nearby code it must leave alone.
enum RuleFixtures {
    static let all: [RuleFixture] = [
        .fires("observed-object-created", """
            struct TripsView: View {
                @ObservedObject var store = TripStore() // ←
                var body: some View { Text("") }
            }
            """),
        .silent("observed-object-created", """
            struct TripsView: View {
                @ObservedObject var store: TripStore
                @StateObject private var other = TripStore()
                var body: some View { Text("") }
            }
            """),
        .fires("force-unwrapped-url", """
            struct LinkRow: View {
                var site: String
                var body: some View {
                    Link("Open", destination: URL(string: site)!) // ←
                    Link("Wiki", destination: URL(string: "https://w.org/\\(site)")!) // ←
                }
            }
            """),
        .silent("force-unwrapped-url", """
            struct LinkRow: View {
                var site: String
                var body: some View {
                    Link("Home", destination: URL(string: "https://quest.example")!)
                    if let url = URL(string: site) { Link("Open", destination: url) }
                }
            }
            func parse(_ text: String) -> URL { URL(string: text)! }
            """),
        .fires("filtered-copy-in-state", """
            struct TripsView: View {
                @State private var trips = ["Oslo"]
                @State private var query = ""
                @State private var results: [String] = []
                var body: some View {
                    List(results, id: \\.self) { Text($0) }
                        .onChange(of: query) {
                            results = trips.filter { $0.contains(query) } // ←
                        }
                }
            }
            """),
        .fires("filtered-copy-in-state", """
            struct TripsView: View {
                @State private var trips = ["Oslo"]
                @State private var query = ""
                @State private var results: [String] = []
                var body: some View {
                    List(results, id: \\.self) { Text($0) }
                        .onChange(of: query) { refresh() }
                        .onSubmit { trips = trips.filter { $0.contains(query) } } // ←
                }
                private func refresh() {
                    results = trips.sorted() // ←
                }
            }
            """),
        .silent("filtered-copy-in-state", """
            struct TripsView: View {
                @State private var trips = ["Oslo"]
                @State private var query = ""
                @State private var count = 0
                private var results: [String] { trips.filter { $0.contains(query) } }
                var body: some View {
                    List(results, id: \\.self) { Text($0) }
                        .onChange(of: query) { count = results.count }
                        .onAppear { let shown = trips.filter { !$0.isEmpty }; print(shown) }
                }
            }
            """),
        .fires("indexed-foreach", """
            struct ColorsView: View {
                @State private var colors: [String] = []
                var body: some View {
                    List {
                        ForEach(colors.indices, id: \\.self) { index in Text(colors[index]) } // ←
                        ForEach(0..<colors.count) { index in Text(colors[index]) } // ←
                    }
                    Button("Add") { colors.append("red") }
                }
            }
            """),
        .silent("indexed-foreach", """
            struct ScoresView: View {
                let scores = [3, 4, 5]
                @State private var names = ["a"]
                var body: some View {
                    ForEach(scores.indices, id: \\.self) { index in Text("\\(scores[index])") }
                    ForEach(names.indices, id: \\.self) { index in Text(names[index]) }
                    ForEach(0..<3) { number in Text("\\(number)") }
                }
            }
            """),
        .fires("repeating-self-identity", """
            struct LogView: View {
                @State private var log: [String] = []
                var body: some View {
                    List(log, id: \\.self) { Text($0) } // ←
                    Button("Log") { log.append("tap") }
                }
            }
            """),
        .silent("repeating-self-identity", """
            struct WordsView: View {
                @State private var words: [String] = []
                @State private var word = ""
                var body: some View {
                    List(words, id: \\.self) { Text($0) }
                    Button("Add") { if !words.contains(word) { words.insert(word, at: 0) } }
                }
            }
            """),
        .silent("repeating-self-identity", """
            enum Flavor: String, CaseIterable { case vanilla, chocolate }
            struct FlavorsView: View {
                @State private var names = ["Ana", "Ben"]
                var body: some View {
                    ForEach(Flavor.allCases, id: \\.self) { Text($0.rawValue) }
                    List(names, id: \\.self) { Text($0) }
                }
            }
            """),
        .fires("on-appear-task", """
            struct FeedView: View {
                @State private var items: [String] = []
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onAppear { // ←
                            Task { items = await load() }
                        }
                }
                func load() async -> [String] { [] }
            }
            """),
        .silent("on-appear-task", """
            struct FeedView: View {
                @State private var items: [String] = []
                @State private var shown = false
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .task { items = await load() }
                        .onAppear { shown = true }
                }
                func load() async -> [String] { [] }
            }
            """),
        .fires("string-routes", """
            struct RootView: View {
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) { // ←
                        Text("Home")
                            .navigationDestination(for: String.self) { Text($0) } // ←
                    }
                }
            }
            """),
        .silent("string-routes", """
            enum Route: Hashable { case trip(Int) }
            struct RootView: View {
                @State private var path: [Route] = []
                @State private var other = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home").navigationDestination(for: Route.self) { _ in Text("Trip") }
                    }
                }
            }
            """),
        .fires("navigation-view", """
            struct HomeView: View {
                var body: some View {
                    NavigationView { Text("Home") } // ←
                }
            }
            """),
        .silent("navigation-view", """
            struct HomeView: View {
                // NavigationView was the old way; this is NavigationStack.
                var body: some View {
                    NavigationStack { Text("NavigationView") }
                }
            }
            """),
        .fires("navigation-bar-items", """
            struct ListView: View {
                var body: some View {
                    List { Text("a") }
                        .navigationBarItems(trailing: Button("Add") {}) // ←
                }
            }
            """),
        .silent("navigation-bar-items", """
            struct ListView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                }
            }
            """),
        .fires("navigation-bar-placement", """
            struct ListView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) { EditButton() } // ←
                            ToolbarItem(placement: .navigationBarLeading) { Text("x") } // ←
                        }
                }
            }
            """),
        .silent("navigation-bar-placement", """
            struct ListView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { EditButton() }
                            ToolbarItem(placement: .bottomBar) { Text("x") }
                        }
                }
            }
            """),
        .fires("one-argument-on-change", """
            struct UnitsView: View {
                @State private var input = 1.0
                @State private var log: [Double] = []
                var body: some View {
                    Text("\\(input)")
                        .onChange(of: input) { value in log.append(value) } // ←
                        .onChange(of: log.count, perform: { _ in }) // ←
                }
            }
            """),
        .silent("one-argument-on-change", """
            struct UnitsView: View {
                @State private var input = 1.0
                @State private var log: [Double] = []
                var body: some View {
                    Text("\\(input)")
                        .onChange(of: input) { old, new in log.append(new - old) }
                        .onChange(of: log.count) { print(log.count) }
                        .onChange(of: input, initial: true) { log.removeAll() }
                }
            }
            """),
        .fires("non-private-state", """
            struct CounterView: View {
                @State var count = 0 // ←
                @StateObject var model = Model() // ←
                var body: some View { Text("\\(count)") }
            }
            """),
        .silent("non-private-state", """
            struct CounterView: View {
                @State private var count = 0
                @State var start: Int
                @Binding var total: Int
                var body: some View { Text("\\(count)") }
            }
            """),
        .fires("role-placement", """
            struct TripsView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { // ←
                                Button("Add") {}
                            }
                            ToolbarItem(placement: .topBarLeading) { // ←
                                Button { } label: { Label("Cancel", systemImage: "xmark") }
                            }
                        }
                }
            }
            """),
        .silent("role-placement", """
            struct TripsView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Shuffle") {} }
                            ToolbarItem(placement: .topBarLeading) { Menu("Sort") { Button("Add") {}; Button("Name") {} } }
                        }
                }
            }
            """),
        .fires("any-view", """
            struct Screen: View {
                var flag: Bool
                var body: some View { content }
                var content: AnyView { // ←
                    if flag { return AnyView(Text("a")) } // ←
                    return AnyView(Image(systemName: "b")) // ←
                }
            }
            """),
        .silent("any-view", """
            struct Screen: View {
                var flag: Bool
                var body: some View { content }
                @ViewBuilder var content: some View {
                    if flag { Text("a") } else { Image(systemName: "b") }
                }
            }
            """),
        .fires("foreground-color", """
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .foregroundColor(.red) // ←
                }
            }
            """),
        .silent("foreground-color", """
            struct Badge: View {
                var foregroundColor = Color.red
                var body: some View { Text("New").foregroundStyle(foregroundColor) }
            }
            """),
        .fires("corner-radius", """
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .cornerRadius(8) // ←
                }
            }
            """),
        .silent("corner-radius", """
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .background(RoundedRectangle(cornerRadius: 8).fill(.yellow))
                        .clipShape(.rect(cornerRadius: 8))
                }
            }
            """),
        .fires("navigation-bar-title", """
            struct HomeView: View {
                var body: some View {
                    List { Text("a") }
                        .navigationBarTitle("Home") // ←
                }
            }
            """),
        .silent("navigation-bar-title", """
            struct HomeView: View {
                var body: some View {
                    List { Text("a") }
                        .navigationTitle("Home")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            """),
        .fires("accent-color", """
            struct Tabs: View {
                var body: some View {
                    TabView { Text("a") }
                        .accentColor(.orange) // ←
                }
            }
            """),
        .silent("accent-color", """
            struct Tabs: View {
                var body: some View {
                    TabView { Text("a") }
                        .tint(.orange)
                }
            }
            """),
        .fires("observable-object", """
            final class TripStore: ObservableObject { // ←
                @Published var trips: [String] = []
            }
            """),
        .silent("observable-object", """
            @Observable final class TripStore {
                var trips: [String] = []
            }
            """),
        .fires("role-placement-praise", """
            struct TripsView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Add") {} } // ←
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        }
                }
            }
            """),
        .silent("role-placement-praise", """
            struct TripsView: View {
                var body: some View {
                    List { Text("a") }.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Shuffle") {} } }
                }
            }
            """),
        .fires("computed-filter-praise", """
            struct TripsView: View {
                @State private var trips = ["Oslo"]
                @State private var query = ""
                private var shownTrips: [String] { // ←
                    query.isEmpty ? trips : trips.filter { $0.localizedStandardContains(query) }
                }
                var body: some View { List(shownTrips, id: \\.self) { Text($0) } }
            }
            """),
        .silent("computed-filter-praise", """
            struct TripsView: View {
                @State private var trips = ["Oslo"]
                private var count: Int { trips.filter { !$0.isEmpty }.count }
                var body: some View { List(trips, id: \\.self) { Text($0) } }
            }
            """),
        .fires("typed-routes-praise", """
            enum Route: Hashable { case trip(Int) }
            struct RootView: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home").navigationDestination(for: Route.self) { _ in Text("Trip") } // ←
                    }
                }
            }
            """),
        .silent("typed-routes-praise", """
            struct RootView: View {
                var body: some View {
                    NavigationStack { Text("Home").navigationDestination(for: Int.self) { Text("\\($0)") } }
                }
            }
            """),
        .fires("visibility-priority-praise", """
            struct TripsView: View {
                var body: some View {
                    List { Text("a") }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                                .visibilityPriority(.high) // ←
                        }
                }
            }
            """),
        .silent("visibility-priority-praise", """
            struct TripsView: View {
                var visibilityPriority = 1
                var body: some View { Text("\\(visibilityPriority)") }
            }
            """),
    ]
}

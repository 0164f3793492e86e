import SwiftUI

struct Session: Identifiable, Codable, Hashable {
    var id = UUID()
    var kind: String
    var minutes: Int
    var date: Date
}

@MainActor
final class SessionStore: ObservableObject {
    @Published var sessions: [Session] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(400))
        sessions = [
            Session(kind: "Run", minutes: 32, date: .now.addingTimeInterval(-3600 * 24)),
            Session(kind: "Swim", minutes: 45, date: .now.addingTimeInterval(-3600 * 48)),
            Session(kind: "Bike", minutes: 80, date: .now.addingTimeInterval(-3600 * 96)),
        ]
    }

    var totalMinutes: Int { sessions.map(\.minutes).reduce(0, +) }
}

struct WorkoutRootView: View {
    @StateObject private var store = SessionStore()
    @State private var tab = "history"

    var body: some View {
        TabView(selection: $tab) {
            HistoryView()
                .tabItem { Label("History", systemImage: "clock") }
                .tag("history")
            StatsView()
                .tabItem { Label("Stats", systemImage: "chart.bar") }
                .tag("stats")
        }
        .environmentObject(store)
        .task {
            await store.load()
        }
    }
}

struct HistoryView: View {
    @EnvironmentObject var store: SessionStore
    @State private var searchText = ""
    @State private var sessionToDelete: Session?

    var filtered: [Session] {
        guard !searchText.isEmpty else { return store.sessions }
        return store.sessions.filter { $0.kind.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if store.isLoading {
                    ProgressView("Loading sessions")
                } else {
                    List {
                        ForEach(filtered) { session in
                            NavigationLink(value: session) {
                                HStack {
                                    Text(session.kind)
                                    Spacer()
                                    Text(session.date, format: .dateTime.day().month())
                                        .foregroundStyle(.secondary)
                                }
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    sessionToDelete = session
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                        }
                    }
                    .refreshable {
                        await store.load()
                    }
                }
            }
            .navigationTitle("History")
            .navigationDestination(for: Session.self) { session in
                Text("\(session.kind): \(session.minutes) minutes")
                    .font(.title2)
            }
            .searchable(text: $searchText)
            .confirmationDialog(
                "Delete this session?",
                isPresented: Binding(get: { sessionToDelete != nil }, set: { if !$0 { sessionToDelete = nil } }),
                titleVisibility: .visible
            ) {
                Button("Delete", role: .destructive) {
                    store.sessions.removeAll { $0.id == sessionToDelete?.id }
                }
            }
        }
    }
}

struct StatsView: View {
    @EnvironmentObject var store: SessionStore

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("\(store.totalMinutes)")
                    .font(.system(size: 56, weight: .bold, design: .rounded))
                Text("minutes this week")
                    .foregroundStyle(.secondary)
                Gauge(value: Double(store.totalMinutes), in: 0...300) {
                    Text("Goal")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .padding()
            }
            .navigationTitle("Stats")
        }
    }
}

#Preview {
    WorkoutRootView()
}

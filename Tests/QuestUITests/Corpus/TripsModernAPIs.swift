import SwiftUI

// Learner APIs that did not compile against QuestUI until a red team wrote them: @Entry, String(localized:),
// localized comparators, ShareLink(items:), menu and margin modifiers, split views with a compact column.

extension EnvironmentValues {
    @Entry var tripAccent: Color = .orange
    @Entry var pageSize = 20
    @Entry var goHome: () -> Void = {}
}

struct TripStop: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct TripsModernAPIs: View {
    @State private var stops = ["Lisbon", "kyoto", "Oslo"].map { TripStop(name: $0) }
    @State private var order = [SortDescriptor(\TripStop.name, comparator: .localizedStandard)]
    @State private var query = ""
    @State private var column = NavigationSplitViewColumn.content
    @Environment(\.tripAccent) private var accent
    @Environment(\.goHome) private var goHome

    private var shown: [TripStop] {
        stops.sorted(using: order).filter { query.isEmpty || $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            Text(String(localized: "Trips", comment: "The sidebar's title"))
        } content: {
            List(shown) { stop in
                Text(stop.name)
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .navigationSubtitle("\(shown.count) of \(stops.count) trips")
            .navigationSubtitle(query.isEmpty ? "All trips" : query)
            .searchable(text: $query, prompt: String(localized: "Search \(stops.count) trips"))
            .searchSuggestions(.hidden, for: .content)
            .toolbar {
                ToolbarItem(id: "sort", placement: .topBarLeading, showsByDefault: true) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Name (A–Z)") { order = [SortDescriptor(\.name, comparator: .localizedStandard)] }
                        Button("Name (Z–A)") { order = [SortDescriptor(\.name, comparator: .localized, order: .reverse)] }
                    }
                    .menuIndicator(.hidden)
                    .menuActionDismissBehavior(.enabled)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(items: shown.map(\.name))
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Home", action: goHome)
                        .tint(accent)
                }
            }
        } detail: {
            Text(AttributedString(localized: "Choose a trip"))
        }
        .handlesExternalEvents(preferring: ["trips"], allowing: ["*"])
        .environment(\.pageSize, 30)
    }
}

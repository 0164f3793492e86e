import SwiftUI

struct Event: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var venue: String
    var date: Date
    var isGoing = false
}

@Observable
class EventsModel {
    var events: [Event] = [
        Event(name: "Jazz Night", venue: "Blue Room", date: .now.addingTimeInterval(86400 * 2)),
        Event(name: "Book Club", venue: "Library", date: .now.addingTimeInterval(86400 * 5)),
        Event(name: "5K Fun Run", venue: "City Park", date: .now.addingTimeInterval(86400 * 9)),
    ]
    var path: [Event] = []

    func open(_ url: URL) {
        guard url.host() == "event", let name = url.pathComponents.dropFirst().first else { return }
        if let event = events.first(where: { $0.name.replacingOccurrences(of: " ", with: "-").lowercased() == name }) {
            path = [event]
        }
    }
}

@main
struct EventsApp: App {
    @State private var model = EventsModel()

    var body: some Scene {
        WindowGroup {
            EventsListView()
                .environment(model)
                .onOpenURL { url in
                    model.open(url)
                }
        }
    }
}

struct EventsListView: View {
    @Environment(EventsModel.self) private var model
    @State private var query = ""
    @State private var goingOnly = false

    var body: some View {
        @Bindable var model = model
        NavigationStack(path: $model.path) {
            List {
                ForEach(model.events.filter { (!goingOnly || $0.isGoing) && (query.isEmpty || $0.name.localizedCaseInsensitiveContains(query)) }) { event in
                    NavigationLink(value: event) {
                        LabeledContent {
                            Text(event.date, format: .dateTime.weekday().day().month())
                        } label: {
                            Text(event.name)
                            Text(event.venue)
                        }
                    }
                }
            }
            .navigationTitle("Events")
            .searchable(text: $query)
            .navigationDestination(for: Event.self) { event in
                EventDetail(event: event)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                        Toggle("Going only", isOn: $goingOnly)
                    }
                }
            }
        }
    }
}

struct EventDetail: View {
    @Environment(EventsModel.self) private var model
    let event: Event

    var isGoing: Bool {
        model.events.first { $0.id == event.id }?.isGoing ?? false
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(event.venue).font(.title2)
            Text(event.date.formatted(date: .complete, time: .shortened))
            Button(isGoing ? "Not going" : "I'm going") {
                if let index = model.events.firstIndex(where: { $0.id == event.id }) {
                    model.events[index].isGoing.toggle()
                }
            }
            .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .navigationTitle(event.name)
        .toolbar {
            ShareLink(item: URL(string: "events://event/\(event.name.replacingOccurrences(of: " ", with: "-").lowercased())")!)
        }
    }
}

import SwiftUI

struct Trip: Identifiable {
    var id = UUID()
    var destination: String
    var startDate: Date
    var nights: Int
    var notes: String = ""
}

class TripStore: ObservableObject {
    @Published var trips: [Trip] = []
    @Published var showPast = false

    init() {
        trips = [
            Trip(destination: "Rome", startDate: Date().addingTimeInterval(86400 * 30), nights: 4),
            Trip(destination: "Tokyo", startDate: Date().addingTimeInterval(-86400 * 60), nights: 10),
        ]
    }

    var visibleTrips: [Trip] {
        showPast ? trips : trips.filter { $0.startDate > Date() }
    }

    func add(_ trip: Trip) {
        trips.append(trip)
    }

    func remove(at offsets: IndexSet) {
        let ids = offsets.map { visibleTrips[$0].id }
        trips.removeAll { ids.contains($0.id) }
    }
}

struct TripsListView: View {
    @EnvironmentObject var store: TripStore
    @State private var showingAddTrip = false

    var body: some View {
        NavigationView {
            List {
                Toggle("Show past trips", isOn: $store.showPast)
                ForEach(store.visibleTrips) { trip in
                    NavigationLink(destination: TripNotesView(trip: trip)) {
                        VStack(alignment: .leading) {
                            Text(trip.destination)
                                .font(.headline)
                            Text("\(trip.startDate, style: .date) · \(trip.nights) nights")
                                .font(.caption)
                                .foregroundColor(.secondary)
                        }
                    }
                }
                .onDelete(perform: store.remove)
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("My Trips")
            .navigationBarItems(leading: EditButton(),
                                trailing: Button(action: { self.showingAddTrip.toggle() }) {
                                    Image(systemName: "plus.circle.fill")
                                        .font(.title2)
                                })
            .sheet(isPresented: $showingAddTrip) {
                AddTripView()
                    .environmentObject(self.store)
            }
        }
    }
}

struct TripNotesView: View {
    let trip: Trip

    var body: some View {
        ScrollView {
            Text(trip.notes.isEmpty ? "No notes yet" : trip.notes)
                .padding()
        }
        .navigationBarTitle(trip.destination)
    }
}

struct AddTripView: View {
    @EnvironmentObject var store: TripStore
    @Environment(\.presentationMode) var presentationMode
    @State private var destination = ""
    @State private var startDate = Date()
    @State private var nights = 3

    var body: some View {
        NavigationView {
            Form {
                TextField("Destination", text: $destination)
                DatePicker("Start", selection: $startDate, displayedComponents: .date)
                Stepper("\(nights) nights", value: $nights, in: 1...30)
            }
            .navigationBarTitle("New Trip", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
                trailing: Button("Add") {
                    store.add(Trip(destination: destination, startDate: startDate, nights: nights))
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(destination.isEmpty)
            )
        }
    }
}

struct TripsListView_Previews: PreviewProvider {
    static var previews: some View {
        TripsListView()
            .environmentObject(TripStore())
    }
}

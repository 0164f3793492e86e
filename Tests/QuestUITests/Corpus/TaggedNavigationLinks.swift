import SwiftUI

struct Planet: Identifiable {
    let id: Int
    let name: String
    let moons: Int
}

struct PlanetsView: View {
    @State private var selection: Int? = nil
    @State private var sortByMoons = false

    let planets = [
        Planet(id: 1, name: "Mercury", moons: 0),
        Planet(id: 3, name: "Earth", moons: 1),
        Planet(id: 4, name: "Mars", moons: 2),
        Planet(id: 5, name: "Jupiter", moons: 95),
    ]

    var sorted: [Planet] {
        sortByMoons ? planets.sorted { $0.moons > $1.moons } : planets
    }

    var body: some View {
        NavigationView {
            List {
                ForEach(sorted) { planet in
                    NavigationLink(destination: Text("\(planet.name) has \(planet.moons) moons"), tag: planet.id, selection: $selection) {
                        HStack {
                            Text(planet.name)
                            Spacer()
                            Text("\(planet.moons)")
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationBarTitle("Planets", displayMode: .large)
            .navigationBarItems(leading: Button("Earth") {
                selection = 3
            })
            .toolbar {
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Button(action: { sortByMoons.toggle() }) {
                        Image(systemName: sortByMoons ? "moon.fill" : "moon")
                    }
                    Menu {
                        Picker(selection: $sortByMoons, label: Text("Sorting")) {
                            Text("Distance").tag(false)
                            Text("Moons").tag(true)
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct PlanetsView_Previews: PreviewProvider {
    static var previews: some View {
        PlanetsView()
            .previewDevice("iPhone 14")
    }
}

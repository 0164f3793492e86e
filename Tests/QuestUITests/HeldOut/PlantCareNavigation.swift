import SwiftUI

struct Plant: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var waterEveryDays: Int
    var lastWatered: Date

    var needsWater: Bool {
        Calendar.current.dateComponents([.day], from: lastWatered, to: .now).day ?? 0 >= waterEveryDays
    }
}

@Observable
class Garden {
    var plants: [Plant] = [
        Plant(name: "Monstera", waterEveryDays: 7, lastWatered: .now.addingTimeInterval(-86400 * 8)),
        Plant(name: "Cactus", waterEveryDays: 21, lastWatered: .now.addingTimeInterval(-86400 * 3)),
        Plant(name: "Fern", waterEveryDays: 3, lastWatered: .now),
    ]

    func water(_ plant: Plant) {
        guard let index = plants.firstIndex(of: plant) else { return }
        plants[index].lastWatered = .now
    }
}

struct GardenView: View {
    @State private var garden = Garden()
    @State private var thirstyOnly = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(garden.plants.filter { !thirstyOnly || $0.needsWater }) { plant in
                    NavigationLink {
                        PlantDetailView(plant: plant)
                            .environment(garden)
                    } label: {
                        HStack {
                            Image(systemName: plant.needsWater ? "drop.triangle.fill" : "leaf.fill")
                                .foregroundStyle(plant.needsWater ? .orange : .green)
                            Text(plant.name)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            garden.water(plant)
                        } label: {
                            Label("Water", systemImage: "drop.fill")
                        }
                        .tint(.blue)
                    }
                }
            }
            .navigationTitle("My Garden")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Thirsty only", isOn: $thirstyOnly)
                        .toggleStyle(.switch)
                }
            }
        }
    }
}

struct PlantDetailView: View {
    @Environment(Garden.self) private var garden
    let plant: Plant

    var body: some View {
        VStack(spacing: 16) {
            Text(plant.name).font(.largeTitle)
            Text("Water every \(plant.waterEveryDays) days")
            Text("Last watered \(plant.lastWatered.formatted(.relative(presentation: .named)))")
                .foregroundStyle(.secondary)
            Button("Water now") {
                garden.water(plant)
            }
            .buttonStyle(.borderedProminent)
            .tint(.blue)
        }
        .navigationTitle(plant.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    GardenView()
}

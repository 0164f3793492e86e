import SwiftUI

struct Habit: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var description: String
    var completionCount = 0
}

class Habits: ObservableObject {
    @Published var items = [Habit]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Habits")
            }
        }
    }

    init() {
        if let saved = UserDefaults.standard.data(forKey: "Habits"),
           let decoded = try? JSONDecoder().decode([Habit].self, from: saved) {
            items = decoded
            return
        }
        items = []
    }
}

struct HabitListView: View {
    @StateObject private var habits = Habits()
    @State private var showingAddHabit = false

    var body: some View {
        NavigationView {
            List {
                ForEach(habits.items) { habit in
                    NavigationLink {
                        HabitDetailView(habit: habit, habits: habits)
                    } label: {
                        HStack {
                            Text(habit.name)
                            Spacer()
                            Text("\(habit.completionCount)")
                                .font(.caption.monospacedDigit())
                                .padding(6)
                                .background(Capsule().fill(Color.blue.opacity(0.2)))
                        }
                    }
                }
                .onDelete { offsets in
                    habits.items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                Button {
                    showingAddHabit = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                AddHabitView(habits: habits)
            }
        }
    }
}

struct HabitDetailView: View {
    let habit: Habit
    @ObservedObject var habits: Habits

    var body: some View {
        VStack(spacing: 16) {
            Text(habit.description)
            Text("Completed \(habit.completionCount) times")
            Button("Mark completed") {
                if let index = habits.items.firstIndex(of: habit) {
                    habits.items[index].completionCount += 1
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationTitle(habit.name)
    }
}

struct AddHabitView: View {
    @ObservedObject var habits: Habits
    @Environment(\.presentationMode) var presentationMode
    @State private var name = ""
    @State private var description = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                TextField("Description", text: $description)
            }
            .navigationTitle("New habit")
            .toolbar {
                Button("Save") {
                    habits.items.append(Habit(name: name, description: description))
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
    }
}

struct HabitListView_Previews: PreviewProvider {
    static var previews: some View {
        HabitListView()
    }
}

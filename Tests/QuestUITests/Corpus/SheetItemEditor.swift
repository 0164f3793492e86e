import SwiftUI

struct Workout: Identifiable {
    var id = UUID()
    var name: String
    var sets: Int
    var date: Date
    var isPersonalBest: Bool
}

struct WorkoutLogView: View {
    @State private var workouts: [Workout] = [
        Workout(name: "Squat", sets: 5, date: .now, isPersonalBest: false),
        Workout(name: "Bench", sets: 3, date: .now, isPersonalBest: true),
    ]
    @State private var editing: Workout?

    var body: some View {
        NavigationStack {
            List(workouts) { workout in
                Button {
                    editing = workout
                } label: {
                    HStack {
                        Text(workout.name)
                        Spacer()
                        Text("\(workout.sets) sets")
                        if workout.isPersonalBest {
                            Image(systemName: "trophy.fill")
                                .foregroundColor(.orange)
                        }
                    }
                }
            }
            .navigationTitle("Workouts")
            .sheet(item: $editing) { workout in
                WorkoutEditor(workout: workout) { updated in
                    if let index = workouts.firstIndex(where: { $0.id == updated.id }) {
                        workouts[index] = updated
                    }
                }
            }
        }
    }
}

struct WorkoutEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State var workout: Workout
    var onSave: (Workout) -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section("Exercise") {
                    TextField("Name", text: $workout.name)
                    Stepper("Sets: \(workout.sets)", value: $workout.sets, in: 1...10)
                }
                Section {
                    DatePicker("Date", selection: $workout.date, displayedComponents: .date)
                    Toggle("Personal best", isOn: $workout.isPersonalBest)
                }
            }
            .navigationTitle("Edit Workout")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(workout)
                        dismiss()
                    }
                    .disabled(workout.name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    WorkoutLogView()
}

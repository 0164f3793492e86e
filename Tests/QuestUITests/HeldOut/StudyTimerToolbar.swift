import SwiftUI

struct StudySession: Identifiable {
    let id = UUID()
    let subject: String
    let minutes: Int
}

struct StudyTimerView: View {
    @State private var subject = "Maths"
    @State private var secondsLeft = 25 * 60
    @State private var isRunning = false
    @State private var history: [StudySession] = []
    @State private var showingHistory = false
    @FocusState private var subjectFocused: Bool

    var timeString: String {
        String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                TextField("Subject", text: $subject)
                    .textFieldStyle(.roundedBorder)
                    .focused($subjectFocused)
                    .padding(.horizontal)

                Text(timeString)
                    .font(.system(size: 70, weight: .light, design: .monospaced))
                    .contentTransition(.numericText(countsDown: true))

                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            .navigationTitle("Focus")
            .task(id: isRunning) {
                while isRunning && secondsLeft > 0 {
                    try? await Task.sleep(for: .seconds(1))
                    guard isRunning else { break }
                    secondsLeft -= 1
                }
                if secondsLeft == 0 {
                    history.append(StudySession(subject: subject, minutes: 25))
                    secondsLeft = 25 * 60
                    isRunning = false
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset") {
                        isRunning = false
                        secondsLeft = 25 * 60
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingHistory = true
                    } label: {
                        Image(systemName: "clock.arrow.circlepath")
                    }
                    .badge(history.count)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { subjectFocused = false }
                }
            }
            .sheet(isPresented: $showingHistory) {
                NavigationStack {
                    List(history) { session in
                        LabeledContent(session.subject, value: "\(session.minutes) min")
                    }
                    .navigationTitle("History")
                    .toolbar {
                        Button("Close") { showingHistory = false }
                    }
                }
            }
        }
    }
}

#Preview {
    StudyTimerView()
}

import SwiftUI

struct ProgressBar: View {
    var value: Double
    var color: Color = .green

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(color.gradient)
                    .frame(width: geometry.size.width * min(max(value, 0), 1))
            }
        }
        .frame(height: 14)
    }
}

struct GoalsView: View {
    @State private var goals: [(name: String, progress: Double)] = [
        ("Read 20 books", 0.45),
        ("Run 500 km", 0.8),
        ("Learn SwiftUI", 0.2),
    ]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(goals.indices, id: \.self) { index in
                    VStack(alignment: .leading) {
                        HStack {
                            Text(goals[index].name)
                            Spacer()
                            Text(goals[index].progress, format: .percent)
                                .monospacedDigit()
                        }
                        ProgressBar(value: goals[index].progress, color: goals[index].progress > 0.5 ? .green : .orange)
                            .onTapGesture {
                                withAnimation(.easeOut) {
                                    goals[index].progress = min(goals[index].progress + 0.1, 1)
                                }
                            }
                    }
                }
                ProgressView("Overall", value: goals.map(\.progress).reduce(0, +), total: Double(goals.count))
                Spacer()
            }
            .padding()
            .navigationTitle("Goals")
        }
    }
}

#Preview {
    GoalsView()
}

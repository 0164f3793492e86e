import SwiftUI

@MainActor
@Observable
final class QuoteFeed {
    var quotes: [String] = []
    var isLoading = false

    init() {
        Task {
            await refresh()
        }
    }

    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        quotes = ["Stay hungry", "Think different", "Ship it"].shuffled()
        isLoading = false
    }
}

struct ClockAndQuotesView: View {
    @State private var feed = QuoteFeed()
    @State private var batteryLow = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date.formatted(date: .omitted, time: .standard))
                        .font(.system(size: 44, weight: .semibold, design: .monospaced))
                }
                if feed.isLoading {
                    ProgressView()
                } else {
                    ForEach(feed.quotes, id: \.self) { quote in
                        Text(quote)
                    }
                }
                if batteryLow {
                    Label("Battery low", systemImage: "battery.25")
                        .foregroundStyle(.orange)
                }
            }
            .navigationTitle("Clock")
            .toolbar {
                Button("Refresh") {
                    Task { await feed.refresh() }
                }
            }
            .task(priority: .background) {
                await feed.refresh()
            }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("BatteryLow"))) { _ in
                batteryLow = true
            }
        }
        .statusBarHidden(batteryLow)
    }
}

#Preview {
    ClockAndQuotesView()
}

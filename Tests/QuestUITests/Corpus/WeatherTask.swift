import SwiftUI

struct Forecast: Identifiable {
    let id = UUID()
    let day: String
    let high: Int
    let low: Int
    let symbol: String
}

@MainActor
class ForecastViewModel: ObservableObject {
    @Published var forecasts: [Forecast] = []
    @Published var isLoading = false
    @Published var lastUpdated: Date?

    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        forecasts = [
            Forecast(day: "Mon", high: 21, low: 12, symbol: "sun.max"),
            Forecast(day: "Tue", high: 18, low: 11, symbol: "cloud.sun"),
            Forecast(day: "Wed", high: 15, low: 9, symbol: "cloud.rain"),
        ]
        lastUpdated = Date()
        isLoading = false
    }
}

struct ForecastView: View {
    @StateObject var viewModel = ForecastViewModel()

    var body: some View {
        NavigationView {
            Group {
                if viewModel.isLoading && viewModel.forecasts.isEmpty {
                    ProgressView()
                        .progressViewStyle(CircularProgressViewStyle())
                } else {
                    List(viewModel.forecasts) { forecast in
                        HStack {
                            Text(forecast.day)
                                .frame(width: 50, alignment: .leading)
                            Image(systemName: forecast.symbol)
                                .symbolRenderingMode(.multicolor)
                            Spacer()
                            Text("\(forecast.high)° / \(forecast.low)°")
                        }
                    }
                    .refreshable {
                        await viewModel.load()
                    }
                }
            }
            .navigationTitle("Forecast")
            .toolbar {
                ToolbarItem(placement: .status) {
                    if let date = viewModel.lastUpdated {
                        Text("Updated \(date.formatted(date: .omitted, time: .shortened))")
                            .font(.caption)
                    }
                }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

struct ForecastView_Previews: PreviewProvider {
    static var previews: some View {
        ForecastView()
    }
}

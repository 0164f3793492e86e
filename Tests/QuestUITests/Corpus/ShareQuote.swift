import SwiftUI

struct Quote: Identifiable {
    let id = UUID()
    let text: String
    let author: String
}

struct QuoteOfTheDayView: View {
    let quotes = [
        Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger Dijkstra"),
        Quote(text: "Make it work, make it right, make it fast.", author: "Kent Beck"),
    ]
    @State private var index = 0

    var current: Quote { quotes[index % quotes.count] }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text("“\(current.text)”")
                    .font(.title2)
                    .italic()
                    .multilineTextAlignment(.center)
                Text("— \(current.author)")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                Link(destination: URL(string: "https://en.wikipedia.org/wiki/\(current.author.replacingOccurrences(of: " ", with: "_"))")!) {
                    Label("About the author", systemImage: "safari")
                }
            }
            .padding()
            .navigationTitle("Quote")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: "\(current.text) — \(current.author)", subject: Text("A quote"), message: Text("Thought you'd like this"))
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Next") {
                        index += 1
                    }
                }
            }
        }
    }
}

#Preview {
    QuoteOfTheDayView()
}

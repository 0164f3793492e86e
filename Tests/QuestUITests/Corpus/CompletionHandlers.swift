import SwiftUI

// Swift-5-era patterns: completion handlers and timers that touch view-model state off the main actor.

struct Joke: Codable, Identifiable {
    let id: Int
    let setup: String
    let punchline: String
}

class JokesViewModel: ObservableObject {
    @Published var jokes: [Joke] = []
    @Published var seconds = 0
    private var timer: Timer?

    func fetch() {
        guard let url = URL(string: "https://official-joke-api.appspot.com/jokes/ten") else { return }
        URLSession.shared.dataTask(with: url) { data, _, error in
            guard let data = data, error == nil else { return }
            if let decoded = try? JSONDecoder().decode([Joke].self, from: data) {
                self.jokes = decoded
            }
        }.resume()
    }

    func startTimer() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.seconds += 1
        }
    }
}

struct JokesView: View {
    @StateObject var viewModel = JokesViewModel()

    var body: some View {
        NavigationView {
            List(viewModel.jokes) { joke in
                VStack(alignment: .leading) {
                    Text(joke.setup).font(.headline)
                    Text(joke.punchline).foregroundColor(.secondary)
                }
            }
            .navigationBarTitle("Jokes (\(viewModel.seconds)s)")
            .onAppear {
                viewModel.fetch()
                viewModel.startTimer()
            }
        }
    }
}

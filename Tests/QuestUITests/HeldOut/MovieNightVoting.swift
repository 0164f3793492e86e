import SwiftUI

struct MovieOption: Identifiable {
    let id = UUID()
    let title: String
    var votes: Int = 0
}

struct VotingView: View {
    @State private var options = [MovieOption(title: "Inception"), MovieOption(title: "Paddington 2"), MovieOption(title: "Spirited Away")]
    @State private var newOption = ""
    @State private var isAdding = false
    @State private var winner: MovieOption?
    @Environment(\.colorScheme) private var colorScheme

    var sortedOptions: [MovieOption] {
        options.sorted { $0.votes > $1.votes }
    }

    var body: some View {
        NavigationView {
            VStack {
                List {
                    ForEach(sortedOptions) { option in
                        HStack {
                            Text(option.title)
                            Spacer()
                            Text("\(option.votes)")
                                .font(.headline)
                                .frame(minWidth: 30)
                            Button(action: { vote(for: option) }) {
                                Image(systemName: "hand.thumbsup")
                            }
                            .buttonStyle(BorderlessButtonStyle())
                        }
                    }
                }
                if isAdding {
                    HStack {
                        TextField("Movie title", text: $newOption)
                            .textFieldStyle(RoundedBorderTextFieldStyle())
                        Button("Add") {
                            options.append(MovieOption(title: newOption))
                            newOption = ""
                            isAdding = false
                        }
                        .disabled(newOption.isEmpty)
                    }
                    .padding()
                    .background(colorScheme == .dark ? Color.black : Color.white)
                }
            }
            .navigationBarTitle("Movie Night 🍿")
            .navigationBarItems(
                leading: Button(isAdding ? "Cancel" : "Add Movie") { isAdding.toggle() },
                trailing: Button("Pick Winner") {
                    winner = sortedOptions.first
                }
                .disabled(options.allSatisfy { $0.votes == 0 })
            )
            .sheet(item: $winner) { movie in
                VStack(spacing: 20) {
                    Text("Tonight we watch")
                    Text(movie.title)
                        .font(.largeTitle.bold())
                    Text("with \(movie.votes) votes")
                        .foregroundColor(.secondary)
                }
            }
        }
    }

    func vote(for option: MovieOption) {
        if let index = options.firstIndex(where: { $0.id == option.id }) {
            options[index].votes += 1
        }
    }
}

struct VotingView_Previews: PreviewProvider {
    static var previews: some View {
        VotingView()
    }
}

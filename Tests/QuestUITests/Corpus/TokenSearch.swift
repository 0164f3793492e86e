import SwiftUI

enum ColorToken: String, Identifiable, Hashable, CaseIterable {
    case red, green, blue, yellow

    var id: Self { self }
}

struct Paint: Identifiable {
    let id = UUID()
    let name: String
    let color: ColorToken
}

struct PaintSearchView: View {
    @State private var text = ""
    @State private var tokens: [ColorToken] = []

    private let paints = [
        Paint(name: "Fire Engine", color: .red),
        Paint(name: "Meadow", color: .green),
        Paint(name: "Ocean", color: .blue),
        Paint(name: "Lemon", color: .yellow),
        Paint(name: "Brick", color: .red),
    ]

    private var results: [Paint] {
        paints.filter { paint in
            (tokens.isEmpty || tokens.contains(paint.color)) &&
            (text.isEmpty || paint.name.localizedStandardContains(text))
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { paint in
                Text(paint.name)
            }
            .navigationTitle("Paints")
            .searchable(text: $text, tokens: $tokens, prompt: "Name or colour") { token in
                Label(token.rawValue.capitalized, systemImage: "paintpalette")
            }
            .searchSuggestions {
                ForEach(ColorToken.allCases) { token in
                    Text(token.rawValue.capitalized)
                        .searchCompletion(token)
                }
            }
        }
    }
}

#Preview {
    PaintSearchView()
}

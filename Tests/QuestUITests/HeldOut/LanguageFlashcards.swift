import SwiftUI

struct Flashcard: Identifiable {
    let id = UUID()
    let front: String
    let back: String
    var known = false
}

struct DeckView: View {
    @State private var cards = [
        Flashcard(front: "Hola", back: "Hello"),
        Flashcard(front: "Gracias", back: "Thank you"),
        Flashcard(front: "Perro", back: "Dog"),
    ]
    @State private var index = 0
    @State private var flipped = false
    @State private var showingSummary = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 30) {
                ProgressView(value: Double(index), total: Double(cards.count))
                    .padding(.horizontal)

                ZStack {
                    RoundedRectangle(cornerRadius: 25, style: .continuous)
                        .fill(flipped ? Color.green.opacity(0.3) : Color.blue.opacity(0.3))
                        .frame(width: 300, height: 200)
                    Text(flipped ? cards[index].back : cards[index].front)
                        .font(.largeTitle)
                }
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        flipped.toggle()
                    }
                }

                HStack(spacing: 40) {
                    Button {
                        next(known: false)
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.system(size: 50))
                            .foregroundStyle(.red)
                    }
                    Button {
                        next(known: true)
                    } label: {
                        Image(systemName: "checkmark.circle.fill")
                            .font(.system(size: 50))
                            .foregroundStyle(.green)
                    }
                }
            }
            .navigationTitle("Spanish")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Restart") {
                        index = 0
                        flipped = false
                        for i in cards.indices { cards[i].known = false }
                    }
                }
            }
            .fullScreenCover(isPresented: $showingSummary) {
                SummaryView(known: cards.filter(\.known).count, total: cards.count) {
                    index = 0
                    showingSummary = false
                }
            }
        }
    }

    func next(known: Bool) {
        cards[index].known = known
        flipped = false
        if index + 1 < cards.count {
            index += 1
        } else {
            showingSummary = true
        }
    }
}

struct SummaryView: View {
    let known: Int
    let total: Int
    var onRestart: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            Text("You knew \(known) of \(total)")
                .font(.title)
            Button("Go again", action: onRestart)
                .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    DeckView()
}

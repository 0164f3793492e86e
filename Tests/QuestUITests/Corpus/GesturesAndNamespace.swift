import SwiftUI

struct CardDeckView: View {
    @State private var offset = CGSize.zero
    @State private var cards = ["A♠", "K♥", "Q♦", "J♣"]
    @State private var isExpanded = false
    @State private var liked = 0
    @Namespace private var animation

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                ForEach(cards, id: \.self) { card in
                    Text(card)
                        .font(.system(size: 48))
                        .frame(width: 200, height: 280)
                        .background(RoundedRectangle(cornerRadius: 20).fill(.white).shadow(radius: 4))
                        .offset(card == cards.last ? offset : .zero)
                        .rotationEffect(.degrees(card == cards.last ? Double(offset.width / 20) : 0))
                        .gesture(
                            DragGesture()
                                .onChanged { gesture in
                                    offset = gesture.translation
                                }
                                .onEnded { _ in
                                    if abs(offset.width) > 100 {
                                        cards.removeLast()
                                    }
                                    offset = .zero
                                }
                        )
                }
            }

            Image(systemName: liked > 0 ? "heart.fill" : "heart")
                .font(.largeTitle)
                .foregroundStyle(.red)
                .symbolEffect(.bounce, value: liked)
                .onTapGesture(count: 2) {
                    liked += 1
                }
                .onLongPressGesture(minimumDuration: 1) {
                    liked = 0
                }

            Text("\(liked)")
                .contentTransition(.numericText())

            if isExpanded {
                RoundedRectangle(cornerRadius: 30)
                    .fill(.blue)
                    .matchedGeometryEffect(id: "shape", in: animation)
                    .frame(height: 200)
            } else {
                Circle()
                    .fill(.blue)
                    .matchedGeometryEffect(id: "shape", in: animation)
                    .frame(width: 60, height: 60)
            }
        }
        .onTapGesture {
            withAnimation(.spring) {
                isExpanded.toggle()
            }
        }
    }
}

#Preview {
    CardDeckView()
}

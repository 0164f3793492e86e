import SwiftUI

struct AnimatedCounterView: View {
    @State private var count = 0
    @State private var isExpanded = false
    @State private var rotation = 0.0

    var body: some View {
        VStack(spacing: 30) {
            Text("\(count)")
                .font(.system(size: 72, weight: .heavy, design: .rounded))
                .scaleEffect(isExpanded ? 1.4 : 1)
                .animation(.spring(response: 0.4, dampingFraction: 0.5), value: isExpanded)

            HStack(spacing: 20) {
                Button {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        count -= 1
                    }
                } label: {
                    Image(systemName: "minus.circle.fill")
                        .font(.largeTitle)
                }

                Button {
                    withAnimation {
                        count += 1
                        rotation += 360
                    }
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .font(.largeTitle)
                        .rotationEffect(.degrees(rotation))
                }
            }

            Button(isExpanded ? "Shrink" : "Grow") {
                isExpanded.toggle()
            }
            .buttonStyle(.borderedProminent)
            .tint(.purple)

            if count > 5 {
                Text("That's a lot!")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.default, value: count)
    }
}

#Preview {
    AnimatedCounterView()
}

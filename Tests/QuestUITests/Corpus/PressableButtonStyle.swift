import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, 12)
            .padding(.horizontal, 24)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

struct CheckoutButtons: View {
    @State private var orders = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Orders: \(orders)")
            Button("Buy now") {
                orders += 1
            }
            .buttonStyle(.pressable)

            Button("Buy later") {}
                .buttonStyle(PressableButtonStyle(color: .gray))

            Button(role: .destructive) {
                orders = 0
            } label: {
                Label("Cancel all", systemImage: "xmark")
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
    }
}

#Preview {
    CheckoutButtons()
}

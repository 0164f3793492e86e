import SwiftUI

struct Theme {
    var primary: Color
    var background: Color
    var cornerRadius: Double

    static let standard = Theme(primary: .blue, background: .white, cornerRadius: 8)
    static let sunset = Theme(primary: .orange, background: Color(red: 1, green: 0.95, blue: 0.9), cornerRadius: 16)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

struct ThemedButton: View {
    @Environment(\.theme) private var theme
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(theme.primary)
                .foregroundColor(.white)
                .cornerRadius(theme.cornerRadius)
        }
    }
}

struct ThemePreviewScreen: View {
    @State private var useSunset = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 24) {
            Toggle("Sunset theme", isOn: $useSunset)
            Text("Tapped \(taps) times")
            ThemedButton(title: "Tap me") {
                taps += 1
            }
        }
        .padding()
        .theme(useSunset ? .sunset : .standard)
    }
}

#Preview {
    ThemePreviewScreen()
}

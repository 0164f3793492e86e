import SwiftUI

struct AdaptiveDashboard: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.openURL) private var openURL
    @Environment(\.locale) private var locale
    @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
    @SceneStorage("dashboard.tab") private var selectedSection = "overview"

    var body: some View {
        NavigationStack {
            Group {
                if horizontalSizeClass == .compact {
                    VStack { content }
                } else {
                    HStack { content }
                }
            }
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
            .navigationTitle("Dashboard")
        }
    }

    @ViewBuilder
    private var content: some View {
        Picker("Section", selection: $selectedSection) {
            Text("Overview").tag("overview")
            Text("Details").tag("details")
        }
        .pickerStyle(.segmented)

        Image(systemName: "globe")
            .resizable()
            .frame(width: iconSize, height: iconSize)

        Text("Locale: \(locale.identifier)")
            .font(.footnote)

        Button("Open documentation") {
            if let url = URL(string: "https://developer.apple.com/documentation/swiftui") {
                openURL(url)
            }
        }
        .keyboardShortcut(.defaultAction)
        .help("Opens the SwiftUI documentation in your browser")
    }
}

#Preview {
    AdaptiveDashboard()
        .environment(\.locale, Locale(identifier: "fr_FR"))
}

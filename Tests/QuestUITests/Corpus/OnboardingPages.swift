import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let title: String
    let subtitle: String
    let symbol: String
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false
    @State private var currentPage = 0

    let pages = [
        OnboardingPage(title: "Track", subtitle: "Log every run in seconds.", symbol: "figure.run"),
        OnboardingPage(title: "Plan", subtitle: "Build weekly goals.", symbol: "calendar"),
        OnboardingPage(title: "Share", subtitle: "Celebrate with friends.", symbol: "person.3"),
    ]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()

            VStack {
                TabView(selection: $currentPage) {
                    ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                        VStack(spacing: 20) {
                            Image(systemName: page.symbol)
                                .font(.system(size: 80))
                            Text(page.title)
                                .font(.largeTitle.bold())
                            Text(page.subtitle)
                                .multilineTextAlignment(.center)
                        }
                        .foregroundColor(.white)
                        .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always))

                Button(currentPage == pages.count - 1 ? "Get started" : "Next") {
                    if currentPage < pages.count - 1 {
                        withAnimation { currentPage += 1 }
                    } else {
                        hasSeenOnboarding = true
                    }
                }
                .font(.headline)
                .padding()
                .frame(maxWidth: .infinity)
                .background(.white)
                .foregroundColor(.purple)
                .cornerRadius(14)
                .padding()
            }
        }
    }
}

#Preview {
    OnboardingView()
}

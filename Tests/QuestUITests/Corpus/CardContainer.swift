import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .cardStyle()
    }
}

struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.gray.opacity(0.15))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

struct DashboardView: View {
    let columns = [
        GridItem(.adaptive(minimum: 150), spacing: 16)
    ]
    let stats = ["Steps": 8_421, "Floors": 12, "Minutes": 47, "Calories": 512]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(stats.keys.sorted(), id: \.self) { key in
                        Card(key) {
                            Text("\(stats[key] ?? 0)")
                                .font(.system(.title, design: .rounded))
                                .bold()
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
        }
    }
}

#Preview {
    DashboardView()
}

import SwiftUI

struct BadgeView: View {
    var title: String
    var systemImage: String
    var color: Color = .accentColor

    var body: some View {
        HStack {
            Image(systemName: systemImage)
            Text(title)
                .lineLimit(1)
                .truncationMode(.tail)
        }
        .font(.footnote.bold())
        .padding(.vertical, 6)
        .padding(.horizontal, 10)
        .background(color.opacity(0.15))
        .foregroundColor(color)
        .clipShape(Capsule())
    }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(title: "New", systemImage: "sparkles")
                .previewLayout(.sizeThatFits)
                .padding()
                .previewDisplayName("Default")

            BadgeView(title: "Overdue", systemImage: "clock", color: .red)
                .previewLayout(.sizeThatFits)
                .padding()
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}

#Preview("Large text") {
    BadgeView(title: "Accessibility", systemImage: "textformat.size")
        .environment(\.dynamicTypeSize, .accessibility3)
}

import SwiftUI

struct Destination: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
}

struct CarouselView: View {
    let destinations = [
        Destination(name: "Kyoto", color: .red),
        Destination(name: "Reykjavík", color: .teal),
        Destination(name: "Marrakesh", color: .orange),
        Destination(name: "Lisbon", color: .yellow),
    ]
    @State private var currentID: UUID?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(destinations) { destination in
                            ZStack(alignment: .bottomLeading) {
                                Rectangle().fill(destination.color.gradient)
                                Text(destination.name)
                                    .font(.largeTitle.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .clipShape(.rect(cornerRadius: 24))
                            .padding(.horizontal)
                            .containerRelativeFrame(.horizontal)
                            .id(destination.id)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollIndicators(.hidden)
                .scrollPosition(id: $currentID)
                .frame(height: 300)

                Text(destinations.first { $0.id == currentID }?.name ?? "Swipe to explore")
                    .font(.headline)
                    .padding()
                Spacer()
            }
            .navigationTitle("Explore")
        }
    }
}

#Preview {
    CarouselView()
}

import SwiftUI

struct GalleryItem: Identifiable {
    let id: Int
    var url: URL? {
        URL(string: "https://picsum.photos/id/\(id)/300/300")
    }
}

struct GalleryView: View {
    let items = (10...30).map { GalleryItem(id: $0) }
    @State private var selected: Int?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Featured")
                    .font(.title2.weight(.semibold))
                    .padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(items) { item in
                            AsyncImage(url: item.url) { phase in
                                switch phase {
                                case .empty:
                                    ProgressView()
                                case .success(let image):
                                    image
                                        .resizable()
                                        .scaledToFill()
                                case .failure:
                                    Image(systemName: "photo")
                                        .foregroundColor(.secondary)
                                @unknown default:
                                    EmptyView()
                                }
                            }
                            .frame(width: 140, height: 140)
                            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(selected == item.id ? Color.accentColor : .clear, lineWidth: 3)
                            )
                            .onTapGesture {
                                selected = item.id
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                .frame(height: 160)

                GeometryReader { proxy in
                    AsyncImage(url: URL(string: "https://picsum.photos/id/\(selected ?? 10)/600/400")) { image in
                        image.resizable().aspectRatio(contentMode: .fit)
                    } placeholder: {
                        Color.gray.opacity(0.2)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height * 0.8)
                }
            }
            .navigationTitle("Gallery")
        }
    }
}

#Preview {
    GalleryView()
}

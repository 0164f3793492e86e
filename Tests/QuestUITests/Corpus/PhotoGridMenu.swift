import SwiftUI

struct Sticker: Identifiable {
    let id = UUID()
    let symbol: String
    var color: Color
}

struct StickerGridView: View {
    @State private var stickers: [Sticker] = ["star", "heart", "bolt", "leaf", "flame", "moon", "sun.max", "cloud"].map {
        Sticker(symbol: $0, color: .blue)
    }
    @State private var columnsCount = 3

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 10), count: columnsCount)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 10) {
                    ForEach(stickers) { sticker in
                        Image(systemName: sticker.symbol)
                            .font(.system(size: 36))
                            .foregroundStyle(sticker.color)
                            .frame(maxWidth: .infinity, minHeight: 80)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                            .contextMenu {
                                Button {
                                    recolor(sticker, to: .red)
                                } label: {
                                    Label("Make red", systemImage: "paintbrush")
                                }
                                Button(role: .destructive) {
                                    stickers.removeAll { $0.id == sticker.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                    }
                }
                .padding()
            }
            .navigationTitle("Stickers")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("2 columns") { columnsCount = 2 }
                        Button("3 columns") { columnsCount = 3 }
                        Button("4 columns") { columnsCount = 4 }
                        Divider()
                        Button("Remove all", role: .destructive) {
                            stickers.removeAll()
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }

    private func recolor(_ sticker: Sticker, to color: Color) {
        guard let index = stickers.firstIndex(where: { $0.id == sticker.id }) else { return }
        stickers[index].color = color
    }
}

#Preview {
    StickerGridView()
}

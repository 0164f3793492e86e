import SwiftUI

struct Photo: Identifiable, Equatable {
    let id = UUID()
    let caption: String
    var isFavorite = false
}

struct PhotoListView: View {
    @State private var photos = [
        Photo(caption: "Beach"),
        Photo(caption: "Mountains"),
        Photo(caption: "City at night"),
    ]
    @State private var photoToDelete: Photo?
    @State private var showDeleteDialog = false
    @State private var showClearAlert = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(photos) { photo in
                    Label(photo.caption, systemImage: photo.isFavorite ? "heart.fill" : "photo")
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                photoToDelete = photo
                                showDeleteDialog = true
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                toggleFavorite(photo)
                            } label: {
                                Label("Favorite", systemImage: "heart")
                            }
                            .tint(.pink)
                        }
                }
            }
            .navigationTitle("Photos")
            .toolbar {
                Button("Clear All") {
                    showClearAlert = true
                }
                .disabled(photos.isEmpty)
            }
            .confirmationDialog("Delete photo?", isPresented: $showDeleteDialog, titleVisibility: .visible, presenting: photoToDelete) { photo in
                Button("Delete \(photo.caption)", role: .destructive) {
                    photos.removeAll { $0.id == photo.id }
                }
                Button("Cancel", role: .cancel) {}
            } message: { photo in
                Text("\(photo.caption) will be removed from all your devices.")
            }
            .alert("Clear all photos?", isPresented: $showClearAlert) {
                Button("Clear", role: .destructive) { photos.removeAll() }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    func toggleFavorite(_ photo: Photo) {
        if let index = photos.firstIndex(of: photo) {
            photos[index].isFavorite.toggle()
        }
    }
}

#Preview {
    PhotoListView()
}

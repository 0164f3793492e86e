import SwiftUI

struct Podcast: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let host: String
    let episodes: Int
}

@Observable
final class PodcastSearchModel {
    var searchText = "" {
        didSet { updateResults() }
    }
    var onlyLong = false {
        didSet { updateResults() }
    }
    private(set) var results: [Podcast] = []

    private let all = [
        Podcast(title: "Swift by Sundell", host: "John", episodes: 120),
        Podcast(title: "Under the Radar", host: "Marco & David", episodes: 290),
        Podcast(title: "Stacktrace", host: "John & Gui", episodes: 200),
        Podcast(title: "Empower Apps", host: "Leo", episodes: 180),
    ]

    init() {
        updateResults()
    }

    private func updateResults() {
        results = all.filter { podcast in
            (searchText.isEmpty || podcast.title.localizedCaseInsensitiveContains(searchText) || podcast.host.localizedCaseInsensitiveContains(searchText))
                && (!onlyLong || podcast.episodes > 150)
        }
    }
}

struct PodcastSearchView: View {
    @Bindable var model: PodcastSearchModel

    var body: some View {
        NavigationStack {
            List(model.results) { podcast in
                NavigationLink(value: podcast) {
                    VStack(alignment: .leading) {
                        Text(podcast.title)
                        Text("\(podcast.host) · \(podcast.episodes) episodes")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationDestination(for: Podcast.self) { podcast in
                PodcastDetail(podcast: podcast)
            }
            .searchable(text: $model.searchText, prompt: "Shows or hosts")
            .navigationTitle("Podcasts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $model.onlyLong) {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }
}

struct PodcastDetail: View {
    @Environment(\.dismiss) private var dismiss
    let podcast: Podcast

    var body: some View {
        VStack(spacing: 8) {
            Text(podcast.title).font(.title)
            Text("Hosted by \(podcast.host)")
        }
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    dismiss()
                } label: {
                    Label("Back", systemImage: "chevron.left")
                        .labelStyle(.titleAndIcon)
                }
            }
        }
    }
}

#Preview {
    PodcastSearchView(model: PodcastSearchModel())
}

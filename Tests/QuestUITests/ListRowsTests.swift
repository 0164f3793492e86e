import QuestUI
import Testing

// Which of a list's children are its rows: what a `ForEach` makes, not a placeholder or a button written out beside it.

private struct Place: Identifiable {
    let id: Int
    var name: String
}

private struct PlacesWithPlaceholder: View {
    @State private var places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Kyoto")]
    @State private var query = ""

    private var shown: [Place] {
        query.isEmpty ? places : places.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if shown.isEmpty {
                    Text("No places match")
                } else {
                    ForEach(shown) { place in Text(place.name) }
                }
            }
            .searchable(text: $query)
        }
    }
}

private struct PlacesWithAddRow: View {
    @State private var places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Kyoto")]

    var body: some View {
        List {
            Text("\(places.count) places")
            ForEach(places) { place in Text(place.name) }
            Button("New Place") { places.append(Place(id: places.count + 1, name: "Oslo")) }
        }
    }
}

private struct WrittenOutRows: View {
    var body: some View {
        List {
            Text("Lisbon")
            Text("Kyoto")
        }
    }
}

@Suite("The rows of a list") @MainActor
struct ListRowsTests {
    @Test("a placeholder shown in place of the ForEach is no row")
    func placeholderIsNoRow() throws {
        let host = ViewHost(PlacesWithPlaceholder())
        #expect(host.rows() == ["Lisbon", "Kyoto"])
        try host.type("zz")
        #expect(host.rows().isEmpty)
        #expect(host.screen.allTexts.contains("No places match"))
    }

    @Test("a count line and an add button beside the ForEach are no rows, and the button still taps")
    func writtenOutRowsBesideForEach() throws {
        let host = ViewHost(PlacesWithAddRow())
        #expect(host.rows() == ["Lisbon", "Kyoto"])
        try host.tap(button: "New Place")
        #expect(host.rows() == ["Lisbon", "Kyoto", "Oslo"])
    }

    @Test("a list written out row by row keeps every row")
    func writtenOutList() {
        #expect(ViewHost(WrittenOutRows()).rows() == ["Lisbon", "Kyoto"])
    }
}

private struct PlaceRows: View {
    let places: [Place]
    var body: some View {
        ForEach(places) { place in Text(place.name) }
    }
}

private struct PlacesThroughOwnView: View {
    @State private var places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Kyoto")]
    var body: some View {
        List {
            Text("Pinned")
            PlaceRows(places: places)
        }
    }
}

@Suite("The rows of a list, through a view of the learner's") @MainActor
struct ListRowsThroughOwnViewTests {
    @Test("a ForEach inside the learner's own view still makes the rows")
    func ownView() {
        #expect(ViewHost(PlacesThroughOwnView()).rows() == ["Lisbon", "Kyoto"])
    }
}

/// A `ForEach` at `scale` beside one written-out line of every place.
private struct ScaledRows: View {
    let scale: CGFloat
    private let places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Kyoto")]

    var body: some View {
        List {
            ForEach(places) { place in Text(place.name) }
                .scaleEffect(scale)
            Text("Lisbon, Kyoto")
        }
    }
}

@Suite("The rows of a list, shrunk") @MainActor
struct ListRowsShrunkTests {
    @Test("rows shrunk to a speck are no rows, as hidden ones are not", arguments: [0.001, 0.05])
    func speck(scale: Double) {
        #expect(ViewHost(ScaledRows(scale: scale)).rows().isEmpty)
    }

    @Test("rows scaled as a pressed or animated view is are still the rows", arguments: [0.5, 0.95])
    func seen(scale: Double) {
        #expect(ViewHost(ScaledRows(scale: scale)).rows() == ["Lisbon", "Kyoto"])
    }
}

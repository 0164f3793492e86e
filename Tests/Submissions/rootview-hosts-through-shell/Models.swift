import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

extension [Trip] {
    static let starting = [
        Trip(name: "Lisbon"), Trip(name: "Kyoto"), Trip(name: "Reykjavík"),
        Trip(name: "Málaga"), Trip(name: "Oslo"), Trip(name: "Cape Town"),
    ]

    func shown(order: TripOrder, query: String) -> [Trip] {
        let ordered = order == .name
            ? sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : self
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.name.localizedStandardContains(query) }
    }
}

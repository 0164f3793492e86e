import QuestUI
import Testing

// The Combine search pattern learners write, driven the way the checker drives it: one keystroke at a time, then the
// host's virtual clock moved past the pipeline's quiet time. A debounce holds the rows back until then, as on a device.

private let cities = ["Lisbon", "Porto", "Lagos", "Faro"]

private func matches(_ query: String) -> [String] {
    query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
}

@MainActor
final class AssignSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { matches($0) }
            .assign(to: &$results)
    }
}

@MainActor
final class SinkSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .seconds(0.3), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map(matches)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

@MainActor
final class AssignOnSearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .throttle(for: 0.3, scheduler: RunLoop.main, latest: true)
            .map(matches)
            .eraseToAnyPublisher()
            .assign(to: \.results, on: self)
            .store(in: &cancellables)
    }
}

private struct AssignSearch: View {
    @StateObject private var model = AssignSearchModel()
    var body: some View {
        NavigationStack { List(model.results, id: \.self) { Text($0) }.searchable(text: $model.query) }
    }
}

private struct SinkSearch: View {
    @StateObject private var model = SinkSearchModel()
    var body: some View {
        NavigationStack { List(model.results, id: \.self) { Text($0) }.searchable(text: $model.query) }
    }
}

private struct AssignOnSearch: View {
    @StateObject private var model = AssignOnSearchModel()
    var body: some View {
        NavigationStack { List(model.results, id: \.self) { Text($0) }.searchable(text: $model.query) }
    }
}

enum SearchPipeline: String, CaseIterable, Sendable {
    case assignToPublished, sinkAndStore, assignToKeyPath

    @MainActor func host() -> ViewHost {
        switch self {
        case .assignToPublished: ViewHost(AssignSearch())
        case .sinkAndStore: ViewHost(SinkSearch())
        case .assignToKeyPath: ViewHost(AssignOnSearch())
        }
    }
}

@Suite("Combine search pipelines") @MainActor
struct SearchDebounceTests {
    @Test("the rows narrow once the quiet time has passed on the host's clock", arguments: SearchPipeline.allCases)
    func rowsNarrowOnTheClock(pipeline: SearchPipeline) async throws {
        let host = pipeline.host()
        await host.appear()
        // The empty query that $query sends when the model subscribes waits on the clock too, as on a device.
        await host.advance(by: .milliseconds(300))
        #expect(host.rows() == cities)
        let afterEach = try host.searchTexts(typing: "lis")
        if pipeline != .assignToKeyPath {
            // A debounce shows nothing new while keys keep coming.
            #expect(afterEach == [cities, cities, cities])
        }
        await host.advance(by: .milliseconds(300))
        #expect(host.rows() == ["Lisbon"])
        try host.clearSearch()
        await host.advance(by: .milliseconds(300))
        #expect(host.rows() == cities)
    }

    @Test("a debounce waits for quiet: another keystroke before the quiet time starts the wait again")
    func debounceRestartsItsWait() async throws {
        let host = SearchPipeline.assignToPublished.host()
        await host.advance(by: .milliseconds(300))
        _ = try host.searchTexts(typing: "l")
        await host.advance(by: .milliseconds(200))
        _ = try host.searchTexts(typing: "is")
        await host.advance(by: .milliseconds(200))
        #expect(host.rows() == cities)
        await host.advance(by: .milliseconds(100))
        #expect(host.rows() == ["Lisbon"])
    }

    @Test("outside a host, a debounce delivers at once; assign(to: &$results) announces the change through objectWillChange")
    func assignAnnouncesChange() {
        let model = AssignSearchModel()
        var announcements = 0
        let subscription = model.objectWillChange.sink { _ in announcements += 1 }
        model.query = "po"
        #expect(model.results == ["Porto"])
        // One for the query, one for the results the pipeline assigns.
        #expect(announcements == 2)
        subscription.cancel()
    }
}

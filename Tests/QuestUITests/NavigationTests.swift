import QuestUI
import Testing

// NavigationPath (with its codable representation), NavigationLink's destination form, NavigationView, and
// dismiss from a pushed view.

struct Chapter: Hashable, Codable {
    var number: Int
}

struct ChapterReader: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Chapter 1", value: Chapter(number: 1))
                NavigationLink("Notes") { NotesPage() }
                NavigationLink(destination: Text("About")) { Text("About this book") }
            }
            .navigationDestination(for: Chapter.self) { chapter in
                ChapterPage(chapter: chapter)
            }
            .navigationDestination(for: String.self) { word in
                Text("Definition of \(word)")
            }
        }
    }
}

struct ChapterPage: View {
    let chapter: Chapter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Chapter \(chapter.number)")
            NavigationLink("Next", value: Chapter(number: chapter.number + 1))
            NavigationLink("Define quill", value: "quill")
            Button("Back") { dismiss() }
        }
    }
}

struct NotesPage: View {
    var body: some View { Text("Notes page") }
}

struct PathHolder: View {
    @State var path = NavigationPath()
    var body: some View { ChapterReader(path: $path) }
}

@Suite("Navigation") @MainActor
struct NavigationTests {
    @Test("values of several types go on a NavigationPath, each with its destination")
    func mixedPath() throws {
        let host = ViewHost(PathHolder())
        try host.tap(button: "Chapter 1")
        try host.tap(button: "Next")
        try host.tap(button: "Define quill")
        #expect(host.navigationPath == [AnyHashable(Chapter(number: 1)), AnyHashable(Chapter(number: 2)), AnyHashable("quill")])
        #expect(host.destinationNodes().map(\.allTexts.first) == ["Chapter 1", "Chapter 2", "Definition of quill"])
    }

    @Test("dismiss() in a pushed view pops it")
    func dismissPops() throws {
        let host = ViewHost(PathHolder())
        try host.tap(button: "Chapter 1")
        try host.tap(button: "Next")
        try host.tap(button: "Back")
        #expect(host.navigationPath == [AnyHashable(Chapter(number: 1))])
    }

    @Test("NavigationLink with a destination view pushes that view")
    func destinationLinks() throws {
        let host = ViewHost(PathHolder())
        try host.tap(button: "Notes")
        #expect(host.destinationNodes().map(\.kind) == ["NotesPage"])
        try host.pop()
        try host.tap(button: "About this book")
        #expect(host.destinationNodes().first?.allTexts == ["About"])
        #expect(host.navigationPath.isEmpty)
    }

    @Test("a NavigationPath survives a round trip through its codable representation")
    func codableRoundTrip() throws {
        var path = NavigationPath()
        path.append(Chapter(number: 3))
        path.append("ink")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 2)
    }

    @Test("a path with a non-Codable value has no codable representation")
    func nonCodablePath() {
        struct Opaque: Hashable {}
        var path = NavigationPath()
        path.append(Opaque())
        #expect(path.codable == nil)
    }
}

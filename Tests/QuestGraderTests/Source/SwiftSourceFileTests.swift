import Testing
@testable import QuestGrader

@Suite("Reading a learner's Swift file")
struct SwiftSourceFileTests {
    static let view = """
        import SwiftUI

        // struct NotAType in a comment
        struct ContentView: View {
            let note = "class Fake {"
            var body: some View { Text("#Preview { }") }
        }

        #Preview {
            ContentView()
        }

        #Preview("Dark", traits: .sizeThatFitsLayout) { ContentView().preferredColorScheme(.dark) }

        struct ContentView_Previews: PreviewProvider {
            static var previews: some View { ContentView() }
        }

        @main
        struct TripsApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """

    @Test("declarations ignore comments and strings")
    func declarations() {
        let file = SwiftSourceFile(path: "ContentView.swift", text: Self.view)
        #expect(file.declarations.map(\.name) == ["ContentView", "ContentView_Previews", "TripsApp"])
        #expect(file.declarations.first?.line == 4)
        #expect(file.declarations.map(\.inherits) == [["View"], ["PreviewProvider"], ["App"]])
    }

    @Test("finds functions, words and bodies as code, never in comments or strings")
    func scanning() throws {
        let file = SwiftSourceFile(path: "Router.swift", text: """
            // func open(_ url: URL) in a comment
            struct Box<T>: Hashable where T: Hashable {
                let text = "func open onOpenURL"
                func open(_ url: URL) {}
            }
            """)
        #expect(file.lineOfFunction("open") == 4)
        #expect(file.offsets(ofWord: "onOpenURL").isEmpty)
        let box = try #require(file.declarations.first)
        #expect(box.inherits == ["Hashable"])
        #expect(file.code(in: try #require(box.body)).contains("func open(_ url: URL) {}"))
    }

    @Test("previews, PreviewProvider types and @main are set aside, every line kept in place")
    func prepared() {
        let file = SwiftSourceFile(path: "ContentView.swift", text: Self.view)
        let (text, setAside) = file.prepared()
        #expect(setAside.map(\.what) == ["#Preview", "#Preview", "PreviewProvider", "@main"])
        #expect(setAside.map(\.line) == [9, 13, 15, 19])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.view.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!text.contains("#Preview {\n"))
        #expect(!text.contains("#Preview(\"Dark\""))
        #expect(!text.contains("PreviewProvider"))
        #expect(!text.contains("@main"))
        #expect(text.contains(##"Text("#Preview { }")"##), "a string that mentions #Preview is code, kept as written")
        #expect(lines[19] == "struct TripsApp: App {")
    }

    @Test("import Combine is kept as written: quest's Combine module provides what SwiftUI code uses of it", arguments: [
        "import Combine\n",
        "@preconcurrency import Combine\n",
        "import class Combine.AnyCancellable\n",
    ])
    func combineImport(line: String) {
        let text = "import SwiftUI\n" + line + "final class Store: ObservableObject {}\n"
        let (prepared, setAside) = SwiftSourceFile(path: "Store.swift", text: text).prepared()
        #expect(setAside.isEmpty)
        #expect(prepared == text)
    }

    @Test("strings with interpolations, raw and multi-line strings do not hide code", arguments: [
        (#"let a = "\(items.map { "\($0)" }.joined())"; struct After {}"#, ["After"]),
        (##"let a = #"no \(interpolation) "quotes" struct Raw"#; class After {}"##, ["After"]),
        ("let a = \"\"\"\n  struct Inside {}\n  \"\"\"\nenum After {}", ["After"]),
        ("/* outer /* nested struct Hidden */ still comment */ actor After {}", ["After"]),
        ("class func make() {}; final class Router {}", ["Router"]),
    ])
    func masking(source: String, expected: [String]) {
        #expect(SwiftSourceFile(path: "A.swift", text: source).declarations.map(\.name) == expected)
    }

    @Test("out-of-scope imports are refused at their line, including attributed and scoped ones")
    func imports() {
        let text = "import SwiftUI\n@preconcurrency import UIKit\nimport class CoreData.NSManagedObject\n// import SwiftData\n"
        let refusals = LearnerAdmission(files: [("A.swift", text)]).refusals
        #expect(refusals.map(\.line) == [2, 3])
        #expect(refusals.first?.message.contains("UIKit") == true)
        #expect(refusals.first?.message.contains("out of scope") == true)
    }
}

import Foundation
import Testing

/// The fixture course `Tests/Fixtures/Courses/packing-list` (lesson 24) with the real binary: a debounced search
/// checked on the virtual clock, a confirmation dialog, a row's swipe actions and a button disabled until valid.
@Suite("Packing-list course: time, dialogs, swipe actions, disabled controls", .serialized)
struct PackingListCourseTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/packing-list/Lessons")

    @Test("its starter fails, its solution passes, and each mutant fails the packing check")
    func fixtureValidates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-packing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Self.fixture, to: root.appendingPathComponent("Lessons"))
        let run = try CLI.binary(["validate", "Lessons"], in: root)
        #expect(run.status == 0, "\(run.output)")
        let mutants = ["add-always-enabled", "deletes-first-item", "deletes-without-asking", "filters-at-once", "never-filters",
                       "wait-not-restarted"]
        for mutant in mutants {
            let row = run.output.split(separator: "\n").first { $0.contains("mutant \(mutant) ") }
            #expect(row?.contains("failed packing") == true, "\(mutant): \(row ?? "no row")")
        }
    }
}

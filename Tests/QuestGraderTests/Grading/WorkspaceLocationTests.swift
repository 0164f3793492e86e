import Foundation
import Testing
@testable import QuestGrader

/// What `.quest.json` records so a workspace finds its course again: the lessons folder relative to the workspace,
/// and the course's git origin.
@Suite("Where a workspace's course is: relative paths and git origin")
struct WorkspaceLocationTests {
    @Test("relative paths between absolute folders", arguments: [
        ("/c/course/lesson22", "/c/course/Lessons", "../Lessons"),
        ("/c/work/lesson22", "/c/course/Lessons", "../../course/Lessons"),
        ("/c/course", "/c/course/Lessons", "Lessons"),
        ("/c/course", "/c/course", "."),
    ])
    func relative(base: String, target: String, expected: String) {
        #expect(RelativePath.from(base, to: target) == expected)
    }

    @Test("a path shown to a learner is relative when near, absolute when far")
    func display() {
        #expect(RelativePath.display("/c/course/Site/x.html", from: "/c/course/lesson22") == "../Site/x.html")
        #expect(RelativePath.display("/c/course/Site/x.html", from: "/home/me/work/lesson22") == "/c/course/Site/x.html")
    }

    @Test("the origin's url is read from a git config, and only the origin's")
    func origin() {
        let config = """
        [core]
        \tbare = false
        [remote "upstream"]
        \turl = https://example.com/other.git
        [remote "origin"]
        \turl = https://example.com/course.git
        \tfetch = +refs/heads/*:refs/remotes/origin/*
        """
        #expect(GitOrigin.origin(inConfig: config) == "https://example.com/course.git")
        #expect(GitOrigin.origin(inConfig: "[core]\n\tbare = false\n") == nil)
    }

    @Test("a checkout's origin is found from a folder inside it")
    func checkout() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-origin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try Data("[remote \"origin\"]\n\turl = git@example.com:me/course.git\n".utf8).write(to: root.appendingPathComponent(".git/config"))
        #expect(GitOrigin.url(of: root.appendingPathComponent("Lessons").path) == "git@example.com:me/course.git")
    }
}

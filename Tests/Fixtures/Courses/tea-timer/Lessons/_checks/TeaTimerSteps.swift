import SwiftUI
import QuestChecks

// Shared by brew-form and brew-countdown: how both start a brew, and how both read the countdown.
extension CourseChecks {
    /// The tea both checks name.
    static let tea = "Sencha"

    /// A fresh timer with the tea named and one minute set, Start tapped: the countdown should show 1:00.
    static func startedTimer(_ check: CheckContext) async throws -> ViewHostScreen {
        let screen = await check.screen(TeaTimer())
        try screen.type(tea, into: "Tea")
        try screen.decrement("Minutes: 3")
        try screen.decrement("Minutes: 2")
        try screen.tap("Start")
        await screen.settle()
        return screen
    }

    /// The countdown as the learner shows it (`0:59`), or `Ready!`, or nil when neither is on screen.
    static func countdown(_ screen: ViewHostScreen) -> String? {
        screen.texts.first { text in
            text == "Ready!" || text.wholeMatch(of: /-?\d+:\d\d/) != nil
        }
    }

    /// How a step names what it saw of the countdown.
    static func described(_ shown: String?) -> String {
        shown.map(Describe.quoted) ?? "no countdown on screen"
    }
}

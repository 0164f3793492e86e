import SwiftUI
import QuestChecks

/// brew-countdown: Start counts down from the minutes set, one second per second, to Ready!; the toolbar's Stop asks
/// first; Keep Brewing keeps counting and the dialog's Stop stops the brew.
struct BrewCountdownCheck: Check {
    func run(_ check: CheckContext) async throws {
        check.section = "#counting-down"
        let started = await check.step("Start shows the countdown from the minutes set") {
            let screen = try await CourseChecks.startedTimer(check)
            let shown = CourseChecks.countdown(screen)
            if shown == "1:00" { return .pass(expected: "\"1:00\"", actual: CourseChecks.described(shown)) }
            return .fail(expected: "\"1:00\" after setting 1 minute and tapping Start", actual: CourseChecks.described(shown),
                         hint: "On Start, set the seconds left to minutes * 60 and show them as minutes:seconds.")
        }

        let counts = await check.step("the countdown goes down one second each second", needs: started) {
            let screen = try await CourseChecks.startedTimer(check)
            await screen.advance(by: .seconds(1))
            let afterOne = CourseChecks.countdown(screen)
            await screen.advance(by: .seconds(29))
            let afterThirty = CourseChecks.countdown(screen)
            let actual = "after 1 s: \(CourseChecks.described(afterOne)); after 30 s: \(CourseChecks.described(afterThirty))"
            if afterOne == "0:59" && afterThirty == "0:30" {
                return .pass(expected: "after 1 s: \"0:59\"; after 30 s: \"0:30\"", actual: actual)
            }
            return .fail(expected: "after 1 s: \"0:59\"; after 30 s: \"0:30\"", actual: actual,
                         hint: "Take one second away on each tick of a one-second timer: Timer.publish(every: 1, on: .main, in: .common).autoconnect().")
        }

        await check.step("at zero the timer shows Ready! and stops", needs: counts) {
            let screen = try await CourseChecks.startedTimer(check)
            await screen.advance(by: .seconds(60))
            let atZero = CourseChecks.countdown(screen)
            await screen.advance(by: .seconds(5))
            let later = CourseChecks.countdown(screen)
            let actual = "at 60 s: \(CourseChecks.described(atZero)); at 65 s: \(CourseChecks.described(later))"
            if atZero == "Ready!" && later == "Ready!" {
                return .pass(expected: "\"Ready!\" from 60 s on", actual: actual)
            }
            return .fail(expected: "\"Ready!\" from 60 s on", actual: actual,
                         hint: "Stop counting at zero (if secondsLeft > 0 { secondsLeft -= 1 }) and show Ready! instead of 0:00.")
        }

        check.section = "#asking-before-stopping"
        let asks = await check.step("Stop asks before it stops the brew", needs: started) {
            let screen = try await CourseChecks.startedTimer(check)
            try screen.tap("Stop")
            let buttons = screen.alertButtons
            let shown = CourseChecks.countdown(screen)
            let actual = !buttons.isEmpty ? buttons.map { "\($0.label) (\($0.role ?? "no role"))" }.joined(separator: ", ")
                : shown == nil ? "no dialog: the brew stopped at once" : "no dialog; the countdown shows \(CourseChecks.described(shown))"
            if buttons.contains(where: { $0.role == "destructive" }) && buttons.contains(where: { $0.role == "cancel" }) {
                return .pass(expected: "a dialog with a destructive and a cancel button", actual: actual)
            }
            return .fail(expected: "a dialog with a destructive and a cancel button", actual: actual,
                         at: screen.location(of: "Stop"),
                         hint: "Let Stop only set confirmingStop = true, and show .confirmationDialog(\"Stop brewing?\", isPresented: $confirmingStop) with Button(\"Stop\", role: .destructive) and Button(\"Keep Brewing\", role: .cancel).")
        }

        await check.step("Keep Brewing closes the dialog and the countdown goes on", needs: asks, counts) {
            let screen = try await CourseChecks.startedTimer(check)
            try screen.tap("Stop")
            guard let keep = screen.alertButtons.first(where: { $0.role == "cancel" }) else {
                return .fail(expected: "a cancel button in the dialog", actual: "none",
                             hint: "Give the dialog a cancel button: Button(\"Keep Brewing\", role: .cancel) {}.")
            }
            try screen.tap(keep)
            await screen.advance(by: .seconds(2))
            let shown = CourseChecks.countdown(screen)
            if screen.alertButtons.isEmpty && shown == "0:58" {
                return .pass(expected: "no dialog, \"0:58\" 2 s later", actual: "no dialog, \(CourseChecks.described(shown))")
            }
            return .fail(expected: "no dialog, \"0:58\" 2 s later",
                         actual: (screen.alertButtons.isEmpty ? "no dialog, " : "the dialog is still up, ") + CourseChecks.described(shown),
                         hint: "The cancel button only closes the dialog: Button(\"Keep Brewing\", role: .cancel) {}.")
        }

        await check.step("the dialog's Stop stops the brew", needs: asks) {
            let screen = try await CourseChecks.startedTimer(check)
            try screen.tap("Stop")
            guard let stop = screen.alertButtons.first(where: { $0.role == "destructive" }) else {
                return .fail(expected: "a destructive button in the dialog", actual: "none",
                             hint: "Give the dialog a destructive button: Button(\"Stop\", role: .destructive) { isBrewing = false }.")
            }
            try screen.tap(stop)
            await screen.advance(by: .seconds(1))
            let startBack = screen.controls.contains { $0.label == "Start" && $0.kind == .button }
            let shown = CourseChecks.countdown(screen)
            if startBack && shown == nil {
                return .pass(expected: "Start again, no countdown", actual: "Start again, no countdown")
            }
            return .fail(expected: "Start again, no countdown",
                         actual: (startBack ? "Start again, " : "no Start button, ") + CourseChecks.described(shown),
                         hint: "The dialog's destructive button ends the brew: isBrewing = false, which brings Start back.")
        }
    }
}

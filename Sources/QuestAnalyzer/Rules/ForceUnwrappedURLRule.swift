internal import SwiftSyntax

/// `URL(string: text)!` in a view, built from text rather than one literal: text the view does not control (a field, a record) crashes the app the day it is
/// not a URL, and a view is redrawn often.
struct ForceUnwrappedURLRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "force-unwrapped-url", kind: .actionable,
        summary: "`URL(string:)!` over text that varies, in a view: it crashes on the first text that is not a URL.",
        section: TeachingSection(lesson: "lesson22", anchor: "#interview")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.forceUnwraps.filter { unwrap in
            guard let call = unwrap.expression.as(FunctionCallExprSyntax.self), call.calledName == "URL",
                  let argument = call.arguments.first, argument.label?.text == "string" else { return false }
            // A literal without interpolation is the same URL every time: a test run shows whether it parses.
            if let literal = argument.expression.as(StringLiteralExprSyntax.self),
               literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) { return false }
            return unwrap.isInView
        }.map { Finding($0, "`URL(string:)!` stops the app if the text is ever not a URL: unwrap it with `if let` or `guard let` (and show nothing, or a message, when it fails), or make a fixed URL a constant checked once.") }
    }
}

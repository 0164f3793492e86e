internal import SwiftSyntax

/// An Add, Save or Cancel button put at a fixed corner (`.topBarTrailing`): its role has a placement of its own,
/// which lesson 22 teaches, so each platform puts it where its users look for it.
struct RolePlacementRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "role-placement", kind: .informative,
        summary: "An Add, Save, Done or Cancel button at a fixed toolbar corner instead of its role's placement.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    static let fixed: Set<String> = ["topBarLeading", "topBarTrailing"]
    static let roles = [
        "Add": "primaryAction", "New": "primaryAction", "Save": "confirmationAction", "Done": "confirmationAction",
        "Cancel": "cancellationAction",
    ]

    func findings(in file: SyntaxIndex) -> [Finding] {
        var found: [Finding] = []
        for call in file.namedCalls("ToolbarItem") {
            guard let placement = call.argument("placement"), let name = placement.memberName, Self.fixed.contains(name),
                  let content = call.closure, let title = Self.buttonTitle(in: content),
                  let role = Self.roles[title] else { continue }
            found.append(Finding(placement, "\"\(title)\" has a role: `.\(role)` says so, and each platform then puts the button where its users expect it. `.\(name)` is a fixed corner."))
        }
        return found
    }

    /// The literal title of the only button in `content` (`Button("Add") { … }`, `Button { } label: { Label("Add", …) }`).
    static func buttonTitle(in content: ClosureExprSyntax) -> String? {
        var titles: [String] = []
        var buttons = 0
        var stack: [Syntax] = [Syntax(content)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), call.calledName == "Button" {
                buttons += 1
                if let title = Self.literal(call.arguments.first?.expression) { titles.append(title) }
                for label in call.additionalTrailingClosures {
                    for inner in label.closure.statements {
                        if let labelCall = inner.item.as(FunctionCallExprSyntax.self),
                           ["Label", "Text"].contains(labelCall.calledName ?? ""),
                           let title = Self.literal(labelCall.arguments.first?.expression) { titles.append(title) }
                    }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return buttons == 1 ? titles.first : nil
    }

    static func literal(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

internal import SwiftSyntax

/// `.onAppear { Task { await load() } }`: the work outlives the view (nothing cancels it when the view goes), and runs
/// again on each appearance. `.task` is the same idea with cancellation built in.
struct OnAppearTaskRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "on-appear-task", kind: .actionable,
        summary: "`.onAppear { Task { … } }` starts work nothing cancels; `.task` cancels it when the view goes."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("onAppear").compactMap { call in
            guard let closure = call.closure else { return nil }
            let startsTask = closure.contains { node in
                node.as(FunctionCallExprSyntax.self)?.calledName == "Task" || node.is(AwaitExprSyntax.self)
            }
            guard startsTask else { return nil }
            return Finding(call.nameNode, "This `.onAppear` starts asynchronous work that keeps running after the view disappears. Write it as `.task { await … }`: SwiftUI starts it when the view appears and cancels it when the view goes.")
        }
    }
}

internal import SwiftSyntax

/// Exercism's tags for a solution (`construct:enum`, `paradigm:declarative`, `uses:NavigationStack`): what the code is
/// built from, for the website's search of solutions by technique.
enum SolutionTags {
    static let usedViews = ["NavigationStack", "NavigationSplitView", "List", "ForEach", "Menu", "Picker", "ToolbarItem"]
    static let usedModifiers = ["searchable", "toolbar", "navigationDestination", "task", "onOpenURL", "sheet"]

    static func tags(for index: SyntaxIndex) -> Set<String> {
        var tags: Set<String> = []
        if !index.classes.isEmpty { tags.formUnion(["construct:class", "paradigm:object-oriented"]) }
        if !index.enumNames.isEmpty { tags.insert("construct:enum") }
        if index.hasStruct { tags.insert("construct:struct") }
        if index.variables.contains(where: { $0.bindings.contains { $0.accessorBlock != nil } }) {
            tags.insert("construct:computed-property")
        }
        if index.calls.contains(where: { $0.trailingClosure != nil }) { tags.insert("construct:trailing-closure") }
        if index.tree.contains(where: { $0.is(SwitchExprSyntax.self) }) { tags.insert("construct:switch") }
        if index.calls.contains(where: { ["filter", "map", "sorted", "compactMap", "reduce"].contains($0.memberName ?? "") }) {
            tags.formUnion(["paradigm:functional", "technique:higher-order-functions"])
        }
        if index.tree.contains(where: { $0.is(AwaitExprSyntax.self) }) { tags.insert("technique:concurrency") }
        if index.references.contains(where: { $0.baseName.text == "body" }) || index.variables.contains(where: { $0.names == ["body"] }) {
            tags.insert("paradigm:declarative")
        }
        for view in usedViews where !index.namedCalls(view).isEmpty { tags.insert("uses:\(view)") }
        for modifier in usedModifiers where !index.memberCalls(modifier).isEmpty { tags.insert("uses:\(modifier)") }
        return tags
    }
}

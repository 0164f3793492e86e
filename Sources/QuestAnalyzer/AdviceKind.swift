/// How much a comment matters, in Exercism's four types (its analyzers' `type`), most pressing first.
public enum AdviceKind: String, CaseIterable, Codable, Comparable, Sendable {
    /// Must be fixed: the code works today by luck (state lost on a redraw, a crash waiting on input).
    case essential
    /// Should be fixed: a better way the lessons teach, or an API SwiftUI has deprecated.
    case actionable
    /// Worth knowing: a newer spelling, a habit that scales better.
    case informative
    /// Praise for an idiom the lesson teaches.
    case celebratory

    /// `essential` is the most pressing: sorted ascending, the most pressing comes first.
    public static func < (lhs: AdviceKind, rhs: AdviceKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether a reference solution may get this kind of comment (`quest validate` refuses essential and actionable).
    public var isAllowedInReferenceSolution: Bool { self >= .informative }
}

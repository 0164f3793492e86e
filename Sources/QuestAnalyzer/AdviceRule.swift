internal import SwiftSyntax

/// A rule: a small type that names itself (`description`) and finds its places in one file's index.
protocol AdviceRule: Sendable {
    static var description: AdviceRuleDescription { get }
    /// Celebratory rules praise once per file: the first place is enough.
    func findings(in file: SyntaxIndex) -> [Finding]
}

/// A place a rule found, and what to say about it.
struct Finding {
    var position: AbsolutePosition
    var message: String

    init(_ node: some SyntaxProtocol, _ message: String) {
        position = node.positionAfterSkippingLeadingTrivia
        self.message = message
    }
}

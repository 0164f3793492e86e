/// A visitor that returns nothing and descends into every node's children unless a method says otherwise.
///
/// Override a `visit…` method to act on a kind; call `descendInto(_:)` from it to keep walking below that node.
public protocol MarkdownWalker: MarkdownVisitor where Result == Void {}

extension MarkdownWalker {
    /// Walks the children, so an un-overridden kind is transparent.
    public mutating func defaultVisit(_ node: MarkdownNode) {
        descendInto(node)
    }

    /// Visits each child of `node` in order.
    public mutating func descendInto(_ node: MarkdownNode) {
        for child in node.children {
            visit(child)
        }
    }
}

/// A button that pushes onto the enclosing stack: a value (`NavigationLink(value: trip)`) or a view
/// (`NavigationLink(destination: TripDetail())`, `NavigationLink { TripDetail() } label: { … }`).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    let fileID: String
    let line: Int

    /// A link that pushes a destination view.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = nil
        self.destination = destination()
        self.fileID = fileID
        self.line = line
    }

    /// A link that pushes a destination view (the older argument order).
    public init(destination: Destination, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = nil
        self.destination = destination
        self.fileID = fileID
        self.line = line
    }

    /// A link that pushes a destination view while `isActive` is true (deprecated in SwiftUI, common in older code).
    public init(destination: Destination, isActive: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, fileID: fileID, line: line, label: label)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "NavigationLink")
        let labelNodes = context.renderer.nodes(for: label, in: inner)
        var node = ViewNode(kind: "NavigationLink", children: labelNodes, fileID: fileID, line: line, context: inner)
        node.label = labelNodes.map(\.labelText).filter { !$0.isEmpty }.joined(separator: " ")
        node.systemImage = labelNodes.flatMap(\.descendants).lazy.compactMap(\.systemImage).first
        if let scope = context.navigation {
            if let value {
                node.action = { scope.push(value) }
                node.modifiers.append(ModifierRecord(name: "value", arguments: ["\(value.base)"], fileID: fileID, line: line))
            } else if let destination {
                node.action = { scope.pushView(destination) }
            }
        }
        return [node]
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value: `NavigationLink(value: trip) { TripRow(trip) }`.
    public init<P: Hashable>(value: P?, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        self.destination = nil
        self.fileID = fileID
        self.line = line
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A titled link that pushes a value: `NavigationLink("Log", value: Route.log(tripID: 42))`.
    public init<P: Hashable>(_ title: LocalizedStringKey, value: P?, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A link titled by a string value that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

extension NavigationLink where Label == Text {
    /// A titled link to a view.
    public init(_ title: LocalizedStringKey, destination: Destination, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A link titled by a string value to a view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled link to a view built by a closure.
    public init(_ title: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A link titled by a string value to a view built by a closure.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

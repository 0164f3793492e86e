// The iOS 13–15 link that is active while a selection equals its tag:
// `NavigationLink(destination: Detail(), tag: planet.id, selection: $selection) { Row(planet) }`.
// Like `isActive:`, the binding is accepted and the link behaves as a destination link; tapping it pushes.

extension NavigationLink {
    /// A link that pushes `destination`, active while `selection` equals `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, fileID: fileID, line: line, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A titled link that pushes `destination`, active while `selection` equals `tag`.
    public init<V: Hashable>(_ title: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A link titled with a string value that pushes `destination`, active while `selection` equals `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled link that pushes `destination` while `isActive` is true.
    public init(_ title: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

// Values a child passes up to its ancestors: `struct OffsetKey: PreferenceKey`, `.preference(key:value:)` and
// `.onPreferenceChange(_:perform:)`. QuestUI lays nothing out, so geometry-derived preferences never change; the
// modifiers are recorded and the action is not called.

/// A named value produced by views and combined on the way up the tree.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings, in order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil by default.
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets the preference `key` to `value` for the ancestors.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("preference", ["\(K.self)", value], fileID: fileID, line: line)
    }

    /// Changes the preference `key` for the ancestors.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, fileID: String = #fileID, line: Int = #line, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        recorded("transformPreference", ["\(K.self)"], fileID: fileID, line: line)
    }

    /// Runs `action` when the combined preference `key` of the views inside changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, fileID: String = #fileID, line: Int = #line, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        recorded("onPreferenceChange", ["\(K.self)"], fileID: fileID, line: line)
    }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(…))`.
    public func coordinateSpace<T: Hashable>(name: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("coordinateSpace", ["\(name)"], fileID: fileID, line: line)
    }
}

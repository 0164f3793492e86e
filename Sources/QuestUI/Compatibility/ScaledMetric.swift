/// A length that scales with Dynamic Type: `@ScaledMetric(relativeTo: .body) private var iconSize = 24.0`.
/// QuestUI renders at the default text size (`.large`), where the scaled value is the value the learner wrote.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle

    /// A value scaled like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value scaled like text of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the current text size.
    public var wrappedValue: Value { baseValue }
}

/// A value within a range, shown as a meter: `Gauge(value: minutes, in: 0...300) { Text("Goal") }`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    /// The value's position within the range, from 0 to 1.
    let fraction: Double
    let fileID: String
    let line: Int

    /// A gauge with a label, a current value label and labels for the range's ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        let width = bounds.upperBound - bounds.lowerBound
        self.fraction = width > 0 ? Double(min(max((value - bounds.lowerBound) / width, 0), 1)) : 0
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Gauge")
        let renderer = context.renderer
        let children = renderer.nodes(for: label, in: inner.identified("label"))
            + renderer.nodes(for: currentValueLabel, in: inner.identified("current"))
            + renderer.nodes(for: minimumValueLabel, in: inner.identified("minimum"))
            + renderer.nodes(for: maximumValueLabel, in: inner.identified("maximum"))
        var node = ViewNode(kind: "Gauge", children: children, fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "value", arguments: ["\(fraction)"], fileID: fileID, line: line))
        return [node]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, fileID: fileID, line: line, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, fileID: fileID, line: line, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// How a `Gauge` looks: `.gaugeStyle(.accessoryCircular)`.
public protocol GaugeStyle: Sendable, CustomStringConvertible {}

/// A gauge style by name; every style QuestUI knows records only its name.
public struct NamedGaugeStyle: GaugeStyle {
    /// The style's name.
    public let description: String
}

/// The platform's default gauge.
public typealias DefaultGaugeStyle = NamedGaugeStyle
/// A ring open at the bottom.
public typealias AccessoryCircularGaugeStyle = NamedGaugeStyle
/// A closed ring that fills.
public typealias AccessoryCircularCapacityGaugeStyle = NamedGaugeStyle
/// A bar with a marker.
public typealias AccessoryLinearGaugeStyle = NamedGaugeStyle
/// A bar that fills.
public typealias AccessoryLinearCapacityGaugeStyle = NamedGaugeStyle
/// A wide bar that fills.
public typealias LinearCapacityGaugeStyle = NamedGaugeStyle

extension GaugeStyle where Self == NamedGaugeStyle {
    /// The platform's default gauge.
    public static var automatic: NamedGaugeStyle { NamedGaugeStyle(description: "automatic") }
    /// A ring open at the bottom.
    public static var accessoryCircular: NamedGaugeStyle { NamedGaugeStyle(description: "accessoryCircular") }
    /// A closed ring that fills.
    public static var accessoryCircularCapacity: NamedGaugeStyle { NamedGaugeStyle(description: "accessoryCircularCapacity") }
    /// A bar with a marker.
    public static var accessoryLinear: NamedGaugeStyle { NamedGaugeStyle(description: "accessoryLinear") }
    /// A bar that fills.
    public static var accessoryLinearCapacity: NamedGaugeStyle { NamedGaugeStyle(description: "accessoryLinearCapacity") }
    /// A wide bar that fills.
    public static var linearCapacity: NamedGaugeStyle { NamedGaugeStyle(description: "linearCapacity") }
}

extension View {
    /// The style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("gaugeStyle", [style], fileID: fileID, line: line)
    }
}

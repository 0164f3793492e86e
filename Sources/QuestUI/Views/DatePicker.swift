/// Chooses a date: `DatePicker("Leaving", selection: $date, displayedComponents: .date)`.
public struct DatePicker<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<Date>
    let fileID: String
    let line: Int

    /// A date picker with a label view.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.fileID = fileID
        self.line = line
    }

    /// A date picker limited to a range.
    public init<R: RangeExpression>(selection: Binding<Date>, in range: R, displayedComponents: Components = [.hourAndMinute, .date], fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents, fileID: fileID, line: line, label: label)
    }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "DatePicker")
        var node = ViewNode(kind: "DatePicker", children: context.renderer.nodes(for: label, in: inner), fileID: fileID, line: line, context: inner)
        node.modifiers.append(ModifierRecord(name: "selection", arguments: [selection.wrappedValue.ISO8601Format()], fileID: fileID, line: line))
        let selection = self.selection
        node.adjustable = AdjustableBehaviour(value: selection.wrappedValue.ISO8601Format(), setDate: { selection.wrappedValue = $0 })
        return [node]
    }

    /// Which parts of a date to show.
    public typealias Components = DatePickerComponents
}

extension DatePicker where Label == Text {
    /// A titled date picker.
    public init(_ title: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], fileID: String = #fileID, line: Int = #line) {
        self.init(selection: selection, displayedComponents: displayedComponents, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }

    /// A titled date picker limited to a range.
    public init<R: RangeExpression>(_ title: LocalizedStringKey, selection: Binding<Date>, in range: R, displayedComponents: Components = [.hourAndMinute, .date], fileID: String = #fileID, line: Int = #line) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents, fileID: fileID, line: line) { Text(title, fileID: fileID, line: line) }
    }
}

/// Which parts of a date to show.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// From bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The date.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The time.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Shows a string: `Text("Trips")`, `Text(trip.name)`, `Text("\(price, specifier: "%.2f")")`.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var records: [ModifierRecord] = []
    let fileID: String
    let line: Int

    /// A localizable text, from a literal or interpolation.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil, fileID: String = #fileID, line: Int = #line) {
        content = key.text
        self.fileID = fileID
        self.line = line
    }

    /// A text showing a string as it is. (Not disfavoured, unlike SwiftUI's, so that calls pick it over the
    /// function-reference overload below and record their line; literals still read the same.)
    public init<S: StringProtocol>(_ content: S, fileID: String = #fileID, line: Int = #line) {
        self.content = String(content)
        self.fileID = fileID
        self.line = line
    }

    /// A text showing a string, for function references such as `ForEach(names, id: \.self, content: Text.init)`;
    /// calls with an argument list use the overload above, which records the learner's line.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(content: String(content), records: [], fileID: "", line: 0)
    }

    /// A text showing a string without localizing it.
    public init(verbatim content: String, fileID: String = #fileID, line: Int = #line) {
        self.content = content
        self.fileID = fileID
        self.line = line
    }

    /// A date in a style.
    public init(_ date: Date, style: DateStyle, fileID: String = #fileID, line: Int = #line) {
        content = style.format(date)
        self.fileID = fileID
        self.line = line
    }

    /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F, fileID: String = #fileID, line: Int = #line) where F.FormatOutput == String {
        content = format.format(input)
        self.fileID = fileID
        self.line = line
    }

    /// A value formatted by a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter, fileID: String = #fileID, line: Int = #line) {
        content = formatter.string(for: subject) ?? "\(subject)"
        self.fileID = fileID
        self.line = line
    }

    /// A range of dates.
    public init(_ dates: ClosedRange<Date>, fileID: String = #fileID, line: Int = #line) {
        content = "\(DateStyle.date.format(dates.lowerBound)) – \(DateStyle.date.format(dates.upperBound))"
        self.fileID = fileID
        self.line = line
    }

    init(content: String, records: [ModifierRecord], fileID: String, line: Int) {
        self.content = content
        self.records = records
        self.fileID = fileID
        self.line = line
    }

    /// Joins two texts.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: lhs.content + rhs.content, records: lhs.records + rhs.records, fileID: lhs.fileID, line: lhs.line)
    }

    /// Equal when they show the same string.
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { lhs.content == rhs.content }

    /// Primitive.
    public var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        var node = ViewNode(kind: "Text", texts: [content], fileID: fileID, line: line, context: context.descending(into: "Text"))
        node.modifiers = records
        return [node]
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        let name: String
        /// The date.
        public static let date = DateStyle(name: "date")
        /// The time.
        public static let time = DateStyle(name: "time")
        /// Relative to now.
        public static let relative = DateStyle(name: "relative")
        /// Offset from now.
        public static let offset = DateStyle(name: "offset")
        /// A timer.
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch name {
            case "date": formatter.dateStyle = .long
            case "time": formatter.timeStyle = .short
            default: formatter.dateStyle = .medium; formatter.timeStyle = .short
            }
            return formatter.string(from: date)
        }
    }

    /// Text case for `.textCase(_:)`.
    public enum Case: Sendable { case uppercase, lowercase }

    /// Truncation for `.truncationMode(_:)`.
    public enum TruncationMode: Sendable { case head, tail, middle }
}

extension Text {
    func adding(_ name: String, _ arguments: [Any] = [], fileID: String, line: Int) -> Text {
        var copy = self
        copy.records.append(ModifierRecord(name: name, arguments: arguments.map(describeArgument), fileID: fileID, line: line))
        return copy
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> Text { adding("bold", [isActive], fileID: fileID, line: line) }
    /// Italic text.
    public func italic(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> Text { adding("italic", [isActive], fileID: fileID, line: line) }
    /// Underlined text.
    public func underline(_ isActive: Bool = true, color: Color? = nil, fileID: String = #fileID, line: Int = #line) -> Text { adding("underline", [isActive], fileID: fileID, line: line) }
    /// Struck-through text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil, fileID: String = #fileID, line: Int = #line) -> Text { adding("strikethrough", [isActive], fileID: fileID, line: line) }
    /// A font.
    public func font(_ font: Font?, fileID: String = #fileID, line: Int = #line) -> Text { adding("font", [font as Any], fileID: fileID, line: line) }
    /// A weight.
    public func fontWeight(_ weight: Font.Weight?, fileID: String = #fileID, line: Int = #line) -> Text { adding("fontWeight", [weight as Any], fileID: fileID, line: line) }
    /// A design.
    public func fontDesign(_ design: Font.Design?, fileID: String = #fileID, line: Int = #line) -> Text { adding("fontDesign", [design as Any], fileID: fileID, line: line) }
    /// A colour.
    public func foregroundColor(_ color: Color?, fileID: String = #fileID, line: Int = #line) -> Text { adding("foregroundColor", [color as Any], fileID: fileID, line: line) }
    /// A style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> Text { adding("foregroundStyle", [style], fileID: fileID, line: line) }
    /// Monospaced text.
    public func monospaced(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line) -> Text { adding("monospaced", [isActive], fileID: fileID, line: line) }
    /// Monospaced digits.
    public func monospacedDigit(fileID: String = #fileID, line: Int = #line) -> Text { adding("monospacedDigit", fileID: fileID, line: line) }
    /// Letter spacing.
    public func kerning(_ kerning: CGFloat, fileID: String = #fileID, line: Int = #line) -> Text { adding("kerning", [kerning], fileID: fileID, line: line) }
    /// Letter spacing.
    public func tracking(_ tracking: CGFloat, fileID: String = #fileID, line: Int = #line) -> Text { adding("tracking", [tracking], fileID: fileID, line: line) }
    /// Baseline offset.
    public func baselineOffset(_ offset: CGFloat, fileID: String = #fileID, line: Int = #line) -> Text { adding("baselineOffset", [offset], fileID: fileID, line: line) }
}

/// A string that would be looked up in a strings table; headlessly, the string itself.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let text: String

    /// A key from a string.
    public init(_ value: String) { text = value }

    /// A key from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A key from an interpolation.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the string of an interpolated key, with SwiftUI's `specifier:` and `format:` forms.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// Appends any value as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// Appends a number with a printf specifier: `"\(total, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += String(format: specifier, value) }
        /// Appends a value formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String { text += format.format(input) }
        /// Appends a value formatted by a `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) { text += formatter.string(for: subject) ?? "\(subject)" }
        /// Appends a text.
        public mutating func appendInterpolation(_ value: Text) { text += value.content }
        /// Appends an image (its symbol name).
        public mutating func appendInterpolation(_ image: Image) { text += image.name }
        /// Appends a date in a style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += style.format(date) }
    }
}

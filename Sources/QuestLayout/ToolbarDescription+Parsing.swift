nonisolated extension ToolbarDescription {
    /// Something wrong with one line of a description, at a 0-based line and 1-based column of the text.
    public nonisolated struct Problem: Sendable, Hashable {
        /// What kind of mistake it is; lessons turn each into one diagnostic code.
        public nonisolated enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A line that is neither `key: value` nor `- Label: attributes`.
            case malformedLine
            /// A `key:` that descriptions do not have.
            case unknownKey
            /// A `key:` given twice.
            case duplicateKey
            /// An item attribute that is not a kind, `symbol`, `placement`, `priority` or `in ToolbarOverflowMenu`.
            case unknownAttribute
            /// A placement, title display mode or search placement that does not exist.
            case unknownPlacement
            /// A priority that is not `low`, `automatic`, `high` or a number.
            case invalidPriority
            /// A device id that is not one of the layout engine's profiles.
            case unknownDevice
            /// A description without any item.
            case noItems
        }

        public var kind: Kind
        /// 0-based line in the text.
        public var line: Int
        /// 1-based column in that line.
        public var column: Int
        public var message: String

        public init(_ kind: Kind, line: Int, column: Int, _ message: String) {
            self.kind = kind
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// Reads `text`, keeping every line it understands and reporting every one it does not. Item ids are
    /// `item-1`, `item-2`, … in declaration order.
    public static func parse(_ text: String) -> (description: ToolbarDescription, problems: [Problem]) {
        var parser = DescriptionParser()
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            parser.read(line, at: offset)
        }
        if parser.description.items.isEmpty {
            parser.problems.append(Problem(.noItems, line: 0, column: 1,
                "this toolbar has no items; list each as `- Label: placement primaryAction`"))
        }
        return (parser.description, parser.problems)
    }
}

/// Reads a description line by line.
private nonisolated struct DescriptionParser {
    var description = ToolbarDescription()
    var problems: [ToolbarDescription.Problem] = []
    private var seenKeys: Set<String> = []

    mutating func read(_ line: Substring, at offset: Int) {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        let content = line.dropFirst(indent).trimmed
        if content.isEmpty || content.hasPrefix("#") { return }
        if content.hasPrefix("- ") || content == "-" {
            let item = content.dropFirst()
            readItem(item.trimmedLeading, at: offset, column: indent + 2 + item.prefix { $0 == " " }.count)
            return
        }
        guard let colon = content.firstIndex(of: ":"),
              case let key = content[..<colon].trimmed, !key.isEmpty, !key.contains(" ") else {
            problem(.malformedLine, offset, indent + 1,
                    "this line is neither `key: value` nor an item `- Label: attributes`")
            return
        }
        let rawValue = content[content.index(after: colon)...]
        let value = rawValue.trimmed
        let valueColumn = indent + content.distance(from: content.startIndex, to: colon) + 2
            + rawValue.prefix { $0 == " " }.count
        guard ToolbarDescription.keys.contains(String(key)) else {
            problem(.unknownKey, offset, indent + 1, "quest-toolbar blocks have no `\(key):` setting (settings: "
                + ToolbarDescription.keys.joined(separator: ", ") + "; items start with `- `)")
            return
        }
        guard seenKeys.insert(String(key)).inserted else {
            problem(.duplicateKey, offset, indent + 1, "`\(key):` appears twice in this toolbar; keep one")
            return
        }
        guard !value.isEmpty else {
            problem(.malformedLine, offset, indent + 1, "`\(key):` has no value")
            return
        }
        readSetting(String(key), value: value, at: offset, column: valueColumn)
    }

    private mutating func readSetting(_ key: String, value: Substring, at offset: Int, column: Int) {
        switch key {
        case "exercise":
            description.exercise = String(value)
        case "title":
            description.context.title = String(value)
        case "title-display":
            guard let mode = ToolbarLayoutContext.TitleDisplayMode(rawValue: String(value)) else {
                return unknown(.unknownPlacement, value, offset, column, "title display mode",
                               ToolbarLayoutContext.TitleDisplayMode.allCases.map(\.rawValue))
            }
            description.context.titleDisplayMode = mode
        case "search":
            let placement = description.context.search?.placement ?? .automatic
            description.context.search = ToolbarLayoutSearch(placement: placement, prompt: String(value))
        case "search-placement":
            guard let placement = ToolbarLayoutSearch.Placement(rawValue: String(value)) else {
                return unknown(.unknownPlacement, value, offset, column, "search field placement",
                               ToolbarLayoutSearch.Placement.allCases.map(\.rawValue))
            }
            var search = description.context.search ?? ToolbarLayoutSearch(prompt: "Search")
            search.placement = placement
            description.context.search = search
        default:
            readDevices(value, at: offset, column: column)
        }
    }

    private mutating func readDevices(_ list: Substring, at offset: Int, column: Int) {
        var profiles: [DeviceProfile] = []
        for (name, nameColumn) in list.commaSeparated(from: column) {
            guard let profile = DeviceProfile.all.first(where: { $0.id == name }) else {
                unknown(.unknownDevice, name, offset, nameColumn, "device", DeviceProfile.all.map(\.id))
                continue
            }
            if !profiles.contains(profile) { profiles.append(profile) }
        }
        if !profiles.isEmpty { description.profiles = profiles }
    }

    private mutating func readItem(_ text: Substring, at offset: Int, column: Int) {
        let colon = text.lastIndex(of: ":")
        let label = (colon.map { text[..<$0] } ?? text).trimmed
        var item = ToolbarLayoutItem(id: "item-\(description.items.count + 1)", label: label.isEmpty ? nil : String(label))
        if let colon {
            let attributes = text[text.index(after: colon)...]
            let start = column + text.distance(from: text.startIndex, to: colon) + 1
            for (attribute, attributeColumn) in attributes.commaSeparated(from: start) {
                read(attribute, into: &item, at: offset, column: attributeColumn)
            }
        }
        description.items.append(item)
    }

    private mutating func read(_ attribute: Substring, into item: inout ToolbarLayoutItem, at offset: Int, column: Int) {
        let words = attribute.split(separator: " ", omittingEmptySubsequences: true)
        let argument = words.dropFirst().joined(separator: " ")
        let argumentColumn = column + (words.count > 1 ? attribute.distance(from: attribute.startIndex, to: words[1].startIndex) : 0)
        if attribute == ToolbarDescription.overflowMenuAttribute {
            item.isInOverflowMenu = true
        } else if words.count == 1, let kind = ToolbarLayoutItem.Kind(rawValue: String(attribute)) {
            item.kind = kind
        } else if words.first == "symbol", words.count == 2 {
            item.systemImage = argument
        } else if words.first == "placement", words.count == 2 {
            guard let placement = ToolbarLayoutPlacement(rawValue: argument) else {
                return unknown(.unknownPlacement, Substring(argument), offset, argumentColumn, "placement",
                               ToolbarLayoutPlacement.allCases.map(\.rawValue))
            }
            item.placement = placement
        } else if words.first == "priority", words.count == 2 {
            let named = ToolbarDescription.namedPriorities.first { $0.name == argument }?.value
            guard let priority = named ?? Double(argument), priority.isFinite else {
                problem(.invalidPriority, offset, argumentColumn,
                        "`\(argument)` is not a priority: write low, automatic, high or a number such as 0.5")
                return
            }
            item.visibilityPriority = priority
        } else {
            problem(.unknownAttribute, offset, column, "`\(attribute)` is not an item attribute: write a kind ("
                + ToolbarLayoutItem.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                + "), `symbol NAME`, `placement NAME`, `priority high` or `\(ToolbarDescription.overflowMenuAttribute)`")
        }
    }

    private mutating func unknown(
        _ kind: ToolbarDescription.Problem.Kind, _ value: Substring, _ offset: Int, _ column: Int, _ what: String,
        _ known: [String]
    ) {
        problem(kind, offset, column, "`\(value)` is not a \(what); known: " + known.joined(separator: ", "))
    }

    private mutating func problem(_ kind: ToolbarDescription.Problem.Kind, _ line: Int, _ column: Int, _ message: String) {
        problems.append(ToolbarDescription.Problem(kind, line: line, column: column, message))
    }
}

private nonisolated extension Substring {
    var trimmed: Substring {
        drop { $0 == " " || $0 == "\t" }.trimmedTrailing
    }

    var trimmedLeading: Substring {
        drop { $0 == " " || $0 == "\t" }
    }

    var trimmedTrailing: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" || self[index(before: end)] == "\r" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }

    /// The comma-separated pieces, trimmed, with the 1-based column each starts at (`column` is this text's first).
    func commaSeparated(from column: Int) -> [(Substring, Int)] {
        var pieces: [(Substring, Int)] = []
        var offset = 0
        for piece in split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let value = piece.trimmed
            guard !value.isEmpty else { continue }
            pieces.append((value, column + offset + piece.prefix { $0 == " " || $0 == "\t" }.count))
        }
        return pieces
    }
}

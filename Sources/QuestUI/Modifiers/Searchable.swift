/// Where the search field goes.
public struct SearchFieldPlacement: Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String
    /// The system decides.
    public static let automatic = SearchFieldPlacement(description: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(description: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(description: "sidebar")
    /// In the navigation bar drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(description: "navigationBarDrawer")
    /// In the principal position of the toolbar (iOS 26).
    public static let toolbarPrincipal = SearchFieldPlacement(description: "toolbarPrincipal")
    /// In the navigation bar drawer, shown as requested; the placement's name is "navigationBarDrawer" either way.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(description: "navigationBarDrawer")
    }

    /// Whether the drawer's search field always shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

extension View {
    /// A search field bound to a string: `.searchable(text: $query, prompt: "Search trips")`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.content, fileID: fileID, line: line))
    }

    /// A search field with a string prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.text, fileID: fileID, line: line))
    }

    /// A search field with a string-value prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt), fileID: fileID, line: line))
    }

    /// A search field that can be presented programmatically.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.content, fileID: fileID, line: line))
    }

    /// A search field with a string prompt that can be presented programmatically.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt.text, fileID: fileID, line: line))
    }

    /// A search field with suggestions: `.searchable(text: $query) { ForEach(…) { Text($0).searchCompletion($0) } }`.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.content, suggestions: suggestions(), fileID: fileID, line: line))
    }

    /// A search field with a string prompt and suggestions.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.text, suggestions: suggestions(), fileID: fileID, line: line))
    }

    /// A search field with tokens: `.searchable(text: $query, tokens: $tokens) { token in Label(…) }`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.content, tokens: { tokens.wrappedValue.map { token($0) } }, fileID: fileID, line: line))
    }

    /// A search field with tokens and a string prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.text, tokens: { tokens.wrappedValue.map { token($0) } }, fileID: fileID, line: line))
    }

    /// Tokens with suggested tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.content, tokens: { tokens.wrappedValue.map { token($0) } }, fileID: fileID, line: line))
    }

    /// Suggestions shown while searching.
    public func searchSuggestions<S: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder _ suggestions: () -> S) -> some View {
        let views = suggestions()
        return modifier(SearchDecoration(record: ModifierRecord(name: "searchSuggestions", fileID: fileID, line: line)) { search, context in
            search.suggestionNodes += context.renderer.nodes(for: views, in: context.displaying("suggestions"))
        })
    }

    /// Whether the suggestions show in a placement: `.searchSuggestions(.hidden, for: .content)`; recorded.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchSuggestions", [visibility, placements.names.joined(separator: ",")], fileID: fileID, line: line)
    }

    /// Scopes that narrow the search: `.searchScopes($scope) { Text("All").tag(Scope.all) … }`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, fileID: String = #fileID, line: Int = #line, @ViewBuilder scopes: () -> S) -> some View {
        let views = scopes()
        return modifier(SearchDecoration(record: ModifierRecord(name: "searchScopes", fileID: fileID, line: line)) { search, context in
            let nodes = context.renderer.nodes(for: views, in: context.displaying("scopes"))
            search.scopeOptions = Picker<EmptyView, V, EmptyView>.options(in: nodes)
            search.selectedScope = search.scopeOptions.first { $0.tag == AnyHashable(scope.wrappedValue) }?.label
            search.setScope = { tag in if let value = tag.base as? V { scope.wrappedValue = value } }
        })
    }

    /// Scopes that narrow the search, with when they show.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, fileID: String = #fileID, line: Int = #line, @ViewBuilder _ scopes: () -> S) -> some View {
        searchScopes(scope, fileID: fileID, line: line, scopes: scopes)
    }

    /// The token a suggestion adds when chosen.
    public func searchCompletion<T: Identifiable>(_ token: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchCompletion", ["\(token)"], fileID: fileID, line: line) { node in node.searchCompletion = "\(token)" }
    }

    /// The text a suggestion puts into the search field when chosen.
    public func searchCompletion(_ completion: String, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchCompletion", [completion], fileID: fileID, line: line) { node in node.searchCompletion = completion }
    }
}

/// When search scopes show.
public struct SearchScopeActivation: Sendable {
    let name: String
    /// The system decides.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
    /// When the user types.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

/// Whether a search field is active, kept across renders: as on iOS, typing activates it, clearing its text (the ✕
/// button) leaves it active, and only `dismissSearch()` (Cancel) or `isPresented` set to false ends it.
final class SearchActivity {
    var isActive = false
}

/// Adds a search field to the node it modifies, with the `isSearching` environment for the content: true while the
/// field is active, whether or not it holds text (a filter gated on `isSearching` alone shows no rows once the text is
/// cleared, as on an iPhone).
struct SearchableModifier: BuiltinModifier {
    let text: Binding<String>
    var isPresented: Binding<Bool>? = nil
    let placement: SearchFieldPlacement
    let prompt: String?
    var suggestions: (any View)?
    var tokens: (@MainActor () -> [any View])?
    let fileID: String
    let line: Int

    init(text: Binding<String>, isPresented: Binding<Bool>? = nil, placement: SearchFieldPlacement, prompt: String?, suggestions: (any View)? = nil, tokens: (@MainActor () -> [any View])? = nil, fileID: String, line: Int) {
        self.text = text
        self.isPresented = isPresented
        self.placement = placement
        self.prompt = prompt
        self.suggestions = suggestions
        self.tokens = tokens
        self.fileID = fileID
        self.line = line
    }

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        let activity = context.renderer.stored(context.identity + "#searchActivity") { SearchActivity() }
        if let isPresented { activity.isActive = isPresented.wrappedValue }
        let text = text
        let isPresented = isPresented
        let active = activity.isActive || !text.wrappedValue.isEmpty
        let inner = context.with {
            $0.isSearching = active
            $0.dismissSearch = DismissSearchAction {
                activity.isActive = false
                isPresented?.wrappedValue = false
                if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
            }
        }
        var node = context.renderer.node(for: content, in: inner)
        node.modifiers.append(ModifierRecord(name: "searchable", arguments: [prompt ?? "", placement.description], fileID: fileID, line: line))
        var field = makeField(path: node.path, activity: activity)
        let searchContext = context.displaying("search")
        if let suggestions {
            field.suggestionNodes = context.renderer.nodes(for: suggestions, in: searchContext.displaying("suggestions"))
        }
        field.tokens = tokenLabels(in: searchContext)
        // Scopes and suggestions declared with their own modifiers inside this content attach to the same field.
        if let inside = node.search {
            field.suggestionNodes += inside.suggestionNodes
            field.scopeOptions = inside.scopeOptions
            field.selectedScope = inside.selectedScope
            field.setScope = inside.setScope
        }
        field.suggestions = SearchFieldNode.suggestionTexts(field.suggestionNodes)
        field.scopes = field.scopeOptions.map(\.label)
        node.search = field
        return [node]
    }

    private func makeField(path: String, activity: SearchActivity) -> SearchFieldNode {
        let binding = text
        let isPresented = isPresented
        return SearchFieldNode(
            text: binding.wrappedValue, prompt: prompt, placement: placement.description, suggestions: [], scopes: [],
            selectedScope: nil, tokens: [], fileID: fileID, line: line,
            setText: { newText in
                // Typing into the field, or clearing it, is done in the active field.
                if !activity.isActive {
                    activity.isActive = true
                    if isPresented?.wrappedValue == false { isPresented?.wrappedValue = true }
                }
                binding.wrappedValue = newText
            }, suggestionNodes: [], scopeOptions: [], setScope: nil,
            path: path
        )
    }

    private func tokenLabels(in context: RenderContext) -> [String] {
        guard let tokens else { return [] }
        var labels: [String] = []
        for (index, view) in tokens().enumerated() {
            labels.append(context.renderer.node(for: view, in: context.identified("token\(index)")).labelText)
        }
        return labels
    }
}

/// Attaches search suggestions or scopes; they join the field of an enclosing or enclosed `.searchable`.
struct SearchDecoration: BuiltinModifier {
    let record: ModifierRecord
    let decorate: @MainActor (inout SearchFieldNode, RenderContext) -> Void

    init(record: ModifierRecord, decorate: @escaping @MainActor (inout SearchFieldNode, RenderContext) -> Void) {
        self.record = record
        self.decorate = decorate
    }

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(record)
        var field = node.search ?? SearchFieldNode(
            text: "", prompt: nil, placement: "automatic", suggestions: [], scopes: [], selectedScope: nil, tokens: [],
            fileID: record.fileID, line: record.line, setText: { _ in }, suggestionNodes: [], scopeOptions: [], setScope: nil, path: node.path
        )
        decorate(&field, context)
        field.suggestions = SearchFieldNode.suggestionTexts(field.suggestionNodes)
        field.scopes = field.scopeOptions.map(\.label)
        node.search = field
        return [node]
    }
}

extension SearchFieldNode {
    /// One text per suggestion row: the rows of a `ForEach` or the top-level views of the suggestions closure.
    static func suggestionTexts(_ nodes: [ViewNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            if node.kind == "ForEach" || node.kind == "Group" || node.kind == "Section" { return suggestionTexts(node.children) }
            return [node.labelText]
        }.filter { !$0.isEmpty }
    }

    /// The suggestion nodes flattened the same way, paired with their completions.
    var suggestionRows: [ViewNode] {
        func flatten(_ nodes: [ViewNode]) -> [ViewNode] {
            nodes.flatMap { ["ForEach", "Group", "Section"].contains($0.kind) ? flatten($0.children) : [$0] }
        }
        return flatten(suggestionNodes)
    }
}

/// Where search suggestions show, for `.searchSuggestions(_:for:)`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In the content below the field.
    public static let content = SearchSuggestionsPlacement(name: "content")
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// Several placements.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In the content.
        public static let content = Set(rawValue: 1)
        /// In a menu.
        public static let menu = Set(rawValue: 2)

        var names: [String] { [(Set.content, "content"), (Set.menu, "menu")].filter { contains($0.0) }.map(\.1) }
    }
}

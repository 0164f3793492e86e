// `searchable` forms whose prompt is a string key or a `String` value, beside the `Text` prompts in
// Modifiers/Searchable.swift: `.searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested,
// prompt: "Search snippets") { token in … }` and `.searchable(text: $query, isPresented: $shown, prompt: title)`.

extension View {
    /// A search field with a string-value prompt that reports whether it is presented.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    /// A search field with suggestions and a string-value prompt.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line, suggestions: suggestions)
    }

    /// A search field with tokens and a string-value prompt.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), fileID: fileID, line: line, token: token)
    }

    /// A search field with tokens, suggested tokens and a string-key prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt, fileID: fileID, line: line), fileID: fileID, line: line, token: token)
    }

    /// A search field with tokens, suggested tokens and a string-value prompt.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), fileID: fileID, line: line, token: token)
    }
}

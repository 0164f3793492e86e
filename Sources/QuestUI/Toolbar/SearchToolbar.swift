/// iOS 26 and later search-in-the-toolbar API: how the search field shows in a toolbar, where the system's search
/// item goes, and the toolbar items the system adds by default. Recorded like other appearance modifiers (QuestUI does
/// not draw); the system's search item takes no place in QuestUI's toolbar model, where the search field is
/// `.searchable`'s own.

/// How a search field in a toolbar shows: `.minimize` draws it as a button until tapped.
public struct SearchToolbarBehavior: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// The system's choice.
    public static let automatic = SearchToolbarBehavior(description: "automatic")
    /// A button-like control until the field is used.
    public static let minimize = SearchToolbarBehavior(description: "minimize")
}

/// How the toolbar behaves while search is presented: `.avoidHidingContent` keeps its items.
public struct SearchPresentationToolbarBehavior: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// The system's choice.
    public static let automatic = SearchPresentationToolbarBehavior(description: "automatic")
    /// The toolbar keeps its content while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(description: "avoidHidingContent")
}

/// A toolbar item the system adds by default: the sidebar toggle, the title, the search item.
public struct ToolbarDefaultItemKind: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// `NavigationSplitView`'s sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind(description: "sidebarToggle")
    /// The title and subtitle in the navigation bar.
    public static let title = ToolbarDefaultItemKind(description: "title")
    /// The search item `.searchable` adds.
    public static let search = ToolbarDefaultItemKind(description: "search")
}

/// Places a system item (`DefaultToolbarItem(kind: .search, placement: .bottomBar)`). Takes no place among QuestUI's
/// toolbar items: the search field it moves is `.searchable`'s, and the others are the system's.
public struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// A system item of `kind` at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] { [] }
}

extension ToolbarContent {
    /// iOS 26: whether the item shares the glass background of its neighbours. Appearance only.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> Self { self }
}

extension View {
    /// iOS 26: how a search field in the toolbar shows (`.minimize`).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchToolbarBehavior", [behavior], fileID: fileID, line: line)
    }

    /// iOS 17.1: whether the toolbar keeps its items while search is presented.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchPresentationToolbarBehavior", [behavior], fileID: fileID, line: line)
    }

    /// iOS 17: removes a toolbar item the system adds by default (`.toolbar(removing: .sidebarToggle)`).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("toolbarRemoving", [defaultItemKind?.description ?? "nil"], fileID: fileID, line: line)
    }

    /// iOS 18: binds whether the search field has focus. Recorded; QuestUI's search field takes text without focus.
    public func searchFocused(_ binding: FocusState<Bool>.Binding, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("searchFocused", fileID: fileID, line: line)
    }
}

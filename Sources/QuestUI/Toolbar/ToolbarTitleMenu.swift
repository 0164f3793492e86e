/// The menu under the navigation title, as toolbar content: `.toolbar { ToolbarTitleMenu { … } }`, the same as
/// `.toolbarTitleMenu { … }`. Its actions are the title's, not toolbar items: no check finds a button or menu there.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let fileID: String
    let line: Int

    /// A title menu of views.
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fileID = fileID
        self.line = line
    }

    /// Primitive.
    public var body: Never { fatalError("primitive toolbar content") }

    func makeItems(in context: RenderContext) -> [ToolbarItemNode] { [] }
}

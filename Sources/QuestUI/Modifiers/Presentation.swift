extension View {
    /// A sheet shown while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "sheet", fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (content(), { isPresented.wrappedValue = false; onDismiss?() })
        })
    }

    /// A sheet shown for each non-nil item: `.sheet(item: $editing) { trip in EditTrip(trip) }`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(kind: "sheet", fileID: fileID, line: line) {
            guard let value = item.wrappedValue else { return nil }
            return (content(value), { item.wrappedValue = nil; onDismiss?() })
        })
    }

    /// A full-screen cover shown while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "fullScreenCover", fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (content(), { isPresented.wrappedValue = false; onDismiss?() })
        })
    }

    /// A full-screen cover shown for each non-nil item.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(kind: "fullScreenCover", fileID: fileID, line: line) {
            guard let value = item.wrappedValue else { return nil }
            return (content(value), { item.wrappedValue = nil; onDismiss?() })
        })
    }

    /// A popover shown while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "popover", fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (content(), { isPresented.wrappedValue = false })
        })
    }

    /// An alert with buttons and a message: `.alert("Delete?", isPresented: $asking) { Button(…) } message: { Text(…) }`.
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog("alert", title.text, isPresented: isPresented, actions: actions(), message: message(), fileID: fileID, line: line)
    }

    /// An alert with buttons.
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A) -> some View {
        dialog("alert", title.text, isPresented: isPresented, actions: actions(), message: EmptyView(), fileID: fileID, line: line)
    }

    /// An alert titled by a string value.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog("alert", String(title), isPresented: isPresented, actions: actions(), message: message(), fileID: fileID, line: line)
    }

    /// An alert titled by a string value, with buttons.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A) -> some View {
        dialog("alert", String(title), isPresented: isPresented, actions: actions(), message: EmptyView(), fileID: fileID, line: line)
    }

    /// An alert about presented data.
    public func alert<A: View, M: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = data.map { (actions($0), message($0)) }
        return modifier(PresentationModifier(kind: "alert", fileID: fileID, line: line) {
            guard isPresented.wrappedValue, let shown else { return nil }
            return (DialogContent(title: title.text, actions: shown.0, message: shown.1), { isPresented.wrappedValue = false })
        })
    }

    /// The pre-iOS 15 alert: `.alert(isPresented: $showing) { Alert(title: Text("Saved")) }`.
    public func alert(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(PresentationModifier(kind: "alert", fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (alert.content, { isPresented.wrappedValue = false })
        })
    }

    /// The pre-iOS 15 alert for an item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, fileID: String = #fileID, line: Int = #line, content: @escaping (Item) -> Alert) -> some View {
        modifier(PresentationModifier(kind: "alert", fileID: fileID, line: line) {
            guard let value = item.wrappedValue else { return nil }
            return (content(value).content, { item.wrappedValue = nil })
        })
    }

    /// A confirmation dialog: `.confirmationDialog("Delete trip?", isPresented: $asking) { … } message: { … }`.
    public func confirmationDialog<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog("confirmationDialog", title.text, isPresented: isPresented, actions: actions(), message: message(), fileID: fileID, line: line)
    }

    /// A confirmation dialog with buttons.
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A) -> some View {
        dialog("confirmationDialog", title.text, isPresented: isPresented, actions: actions(), message: EmptyView(), fileID: fileID, line: line)
    }

    /// A confirmation dialog titled by a string value.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog("confirmationDialog", String(title), isPresented: isPresented, actions: actions(), message: message(), fileID: fileID, line: line)
    }

    /// A confirmation dialog titled by a string value, with buttons.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A) -> some View {
        dialog("confirmationDialog", String(title), isPresented: isPresented, actions: actions(), message: EmptyView(), fileID: fileID, line: line)
    }

    /// A confirmation dialog about presented data: `.confirmationDialog("Delete?", isPresented: $asking, presenting: item) { item in … }`.
    public func confirmationDialog<A: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A) -> some View {
        presenting("confirmationDialog", title.text, isPresented: isPresented, shown: data.map { (actions($0), EmptyView()) }, fileID: fileID, line: line)
    }

    /// A confirmation dialog about presented data, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting("confirmationDialog", title.text, isPresented: isPresented, shown: data.map { (actions($0), message($0)) }, fileID: fileID, line: line)
    }

    /// An alert about presented data, without a message.
    public func alert<A: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A) -> some View {
        presenting("alert", title.text, isPresented: isPresented, shown: data.map { (actions($0), EmptyView()) }, fileID: fileID, line: line)
    }

    /// An alert titled by a string value about presented data.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting("alert", String(title), isPresented: isPresented, shown: data.map { (actions($0), message($0)) }, fileID: fileID, line: line)
    }

    /// An alert for an error (iOS 15): `.alert(isPresented: $failed, error: loadError) { _ in … }`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A) -> some View {
        presenting("alert", error?.errorDescription ?? "Error", isPresented: isPresented, shown: (actions(), EmptyView()), fileID: fileID, line: line)
    }

    func presenting<A: View, M: View>(_ kind: String, _ title: String, isPresented: Binding<Bool>, shown: (A, M)?, fileID: String, line: Int) -> some View {
        modifier(PresentationModifier(kind: kind, fileID: fileID, line: line) {
            guard isPresented.wrappedValue, let shown else { return nil }
            return (DialogContent(title: title, actions: shown.0, message: shown.1), { isPresented.wrappedValue = false })
        })
    }

    /// The pre-iOS 15 action sheet.
    public func actionSheet(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(PresentationModifier(kind: "confirmationDialog", fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (sheet.content, { isPresented.wrappedValue = false })
        })
    }

    func dialog<A: View, M: View>(_ kind: String, _ title: String, isPresented: Binding<Bool>, actions: A, message: M, fileID: String, line: Int) -> some View {
        modifier(PresentationModifier(kind: kind, fileID: fileID, line: line) {
            guard isPresented.wrappedValue else { return nil }
            return (DialogContent(title: title, actions: actions, message: message), { isPresented.wrappedValue = false })
        })
    }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// The anchor's source.
    public enum Anchor: Sendable { case bounds }
}

/// Evaluates presented content beside the node it is attached to; the host treats it as the visible screen.
struct PresentationModifier: BuiltinModifier {
    let kind: String
    let fileID: String
    let line: Int
    let presented: @MainActor () -> (view: any View, dismiss: @MainActor () -> Void)?

    init(kind: String, fileID: String, line: Int, presented: @escaping @MainActor () -> (view: any View, dismiss: @MainActor () -> Void)?) {
        self.kind = kind
        self.fileID = fileID
        self.line = line
        self.presented = presented
    }

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(ModifierRecord(name: kind, fileID: fileID, line: line))
        if let (view, dismiss) = presented() {
            var inner = context.displaying(kind)
            inner.navigation = nil
            inner.environment.isPresented = true
            inner.environment.dismiss = DismissAction(dismiss)
            var shown = context.renderer.node(for: view, in: inner)
            if shown.line == 0 {
                shown.fileID = fileID
                shown.line = line
            }
            // A confirmation dialog always offers Cancel, as on iOS: the system adds one unless a button has the
            // cancel role (an alert gets its OK only when it has no button at all, `DialogContent`).
            if kind == "confirmationDialog", !shown.descendants.contains(where: { $0.role == ButtonRole.cancel.name }) {
                shown.children += context.renderer.nodes(
                    for: Button("Cancel", role: .cancel) {}, in: inner.descending(into: "Dialog").identified("system cancel")
                )
            }
            // Tapping any button of an alert or dialog dismisses it after running the button's action.
            if kind == "alert" || kind == "confirmationDialog" { shown = DialogContent.dismissing(shown, dismiss) }
            node.presentations.append(Presentation(kind: kind, content: shown, dismiss: dismiss))
        }
        return [node]
    }
}

/// The title, buttons and message of an alert or a confirmation dialog.
struct DialogContent: View, PrimitiveView {
    let title: String
    let actions: any View
    let message: any View

    var body: Never { primitiveBody }

    func makeNodes(in context: RenderContext) -> [ViewNode] {
        let inner = context.descending(into: "Dialog")
        var buttons = context.renderer.nodes(for: actions, in: inner)
        if buttons.isEmpty {
            buttons = context.renderer.nodes(for: Button("OK") {}, in: inner)
        }
        let messageNodes = context.renderer.nodes(for: message, in: inner.identified("message"))
        return [ViewNode(kind: "Dialog", texts: [title], children: buttons + messageNodes, context: inner)]
    }

    @MainActor static func dismissing(_ node: ViewNode, _ dismiss: @escaping @MainActor () -> Void) -> ViewNode {
        var copy = node
        if let action = copy.action {
            copy.action = { action(); dismiss() }
        }
        copy.children = copy.children.map { dismissing($0, dismiss) }
        return copy
    }
}

/// The pre-iOS 15 alert value.
@MainActor public struct Alert {
    let content: DialogContent

    /// An alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        let button = dismissButton ?? .default(Text("OK"))
        content = DialogContent(title: title.content, actions: button.view, message: message.map { AnyView($0) } ?? AnyView(EmptyView()))
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        content = DialogContent(
            title: title.content,
            actions: ViewBuilder.buildBlock(primaryButton.view, secondaryButton.view),
            message: message.map { AnyView($0) } ?? AnyView(EmptyView())
        )
    }

    /// A button of an old-style alert or action sheet.
    @MainActor public struct Button {
        let view: QuestUI.Button<Text>

        /// A default button.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(view: QuestUI.Button(action: action ?? {}) { label })
        }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(view: QuestUI.Button(role: .cancel, action: action ?? {}) { label })
        }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            cancel(Text("Cancel"), action: action)
        }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(view: QuestUI.Button(role: .destructive, action: action ?? {}) { label })
        }
    }
}

/// The pre-iOS 15 action sheet value.
@MainActor public struct ActionSheet {
    let content: DialogContent

    /// An action sheet with buttons.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        content = DialogContent(
            title: title.content,
            actions: ForEach(Array(buttons.enumerated()), id: \.offset) { $0.element.view },
            message: message.map { AnyView($0) } ?? AnyView(EmptyView())
        )
    }
}

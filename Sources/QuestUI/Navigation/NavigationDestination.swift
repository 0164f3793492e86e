extension View {
    /// The view to push for each value of a type on the enclosing stack's path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(register: { scope in
            scope.destinations[ObjectIdentifier(D.self)] = { value, context in
                guard let typed = value.base as? D else { return [] }
                return context.renderer.nodes(for: destination(typed), in: context)
            }
        }, record: ModifierRecord(name: "navigationDestination", arguments: ["\(D.self)"], fileID: fileID, line: line)))
    }

    /// A view pushed while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(NavigationDestinationModifier(register: { scope in
            if isPresented.wrappedValue { scope.presented.append((view, { isPresented.wrappedValue = false })) }
        }, record: ModifierRecord(name: "navigationDestination", arguments: ["isPresented"], fileID: fileID, line: line)))
    }

    /// A view pushed while `item` is not nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(register: { scope in
            if let value = item.wrappedValue { scope.presented.append((destination(value), { item.wrappedValue = nil })) }
        }, record: ModifierRecord(name: "navigationDestination", arguments: ["item"], fileID: fileID, line: line)))
    }
}

/// Registers a destination with the enclosing stack before evaluating the content.
struct NavigationDestinationModifier: BuiltinModifier {
    let register: @MainActor (NavigationScope) -> Void
    let record: ModifierRecord

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        if let scope = context.navigation { register(scope) }
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(record)
        return [node]
    }
}

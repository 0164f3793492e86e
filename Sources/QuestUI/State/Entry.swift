/// Declares a custom environment value with its default, as SwiftUI's `@Entry` does:
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .orange
///     }
///
/// Expanded by quest's macro library (`QuestMacros`), which the compiler loads while it compiles learner code.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "QuestMacros", type: "EntryMacro")

// `import Combine` in learner code: Linux has no Combine, and SwiftUI code mostly reaches it only for
// `ObservableObject`, `@Published` and simple publishers, which QuestUI provides. This module is named `Combine`
// and re-exports QuestUI, so such files compile unchanged (swiftc accepts only one `-module-alias` per name, so the
// alias trick used for SwiftUI cannot serve here).
@_exported import QuestUI

// QuestUI: a headless subset of SwiftUI. Learner code keeps `import SwiftUI` and is compiled with
// `-module-alias SwiftUI=QuestUI`; `ViewHost` evaluates it into a tree of `ViewNode`s and drives it.
// SwiftUI re-exports Foundation and Observation, so learner files use URL, UUID and @Observable without importing them.
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
// On Linux, URLSession lives in FoundationNetworking; on Apple platforms `import SwiftUI` brings it with Foundation.
@_exported import FoundationNetworking
#endif
// The toolbar layout engine (devices, items, placements, pictures) is its own module so that `quest build` can draw
// toolbars without QuestUI; learner code and checkers keep seeing it through QuestUI, as before the move.
@_exported import QuestLayout

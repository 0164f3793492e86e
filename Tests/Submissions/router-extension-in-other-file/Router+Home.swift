import SwiftUI

extension Router {
    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}

// Presentation and status bar modifiers: `.presentationCompactAdaptation(.popover)`, `.statusBarHidden()`.

/// How a presentation adapts in a compact size class: `.popover`, `.sheet`, `.fullScreenCover`, `.none`.
public struct PresentationAdaptation: Sendable, CustomStringConvertible {
    /// The adaptation's name.
    public let description: String

    /// As the system chooses.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(description: "automatic") }
    /// No adaptation.
    public static var none: PresentationAdaptation { PresentationAdaptation(description: "none") }
    /// As a popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(description: "popover") }
    /// As a sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(description: "sheet") }
    /// Covering the whole screen.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(description: "fullScreenCover") }
}

extension View {
    /// How the presentation adapts in compact size classes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationCompactAdaptation", [adaptation], fileID: fileID, line: line)
    }

    /// How the presentation adapts in compact widths and heights.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("presentationCompactAdaptation", [horizontal, vertical], fileID: fileID, line: line)
    }

    /// Hides the status bar.
    public func statusBarHidden(_ hidden: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("statusBarHidden", [hidden], fileID: fileID, line: line)
    }

    /// Hides the status bar (before iOS 17).
    public func statusBar(hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("statusBarHidden", [hidden], fileID: fileID, line: line)
    }
}

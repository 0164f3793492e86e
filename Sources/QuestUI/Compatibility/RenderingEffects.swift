// Drawing effects that change how a view is composited, not what it contains: `.mask { … }`, `.grayscale(1)`,
// `.brightness(0.1)`, `.allowsHitTesting(false)`. Recorded on the node; QuestUI draws nothing.

extension View {
    /// Shows the view only where `mask` is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder _ mask: () -> Mask) -> some View {
        recorded("mask", fileID: fileID, line: line)
    }

    /// Shows the view only where `mask` is opaque (iOS 13 form).
    public func mask<Mask: View>(_ mask: Mask, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("mask", fileID: fileID, line: line)
    }

    /// Composites the view's children before applying later effects.
    public func compositingGroup(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("compositingGroup", fileID: fileID, line: line)
    }

    /// Renders the view's contents offscreen before drawing them.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("drawingGroup", fileID: fileID, line: line)
    }

    /// Brightens (positive) or darkens (negative) the view.
    public func brightness(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("brightness", [amount], fileID: fileID, line: line)
    }

    /// Changes the view's contrast.
    public func contrast(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("contrast", [amount], fileID: fileID, line: line)
    }

    /// Changes the view's colour saturation.
    public func saturation(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("saturation", [amount], fileID: fileID, line: line)
    }

    /// Removes colour: 0 keeps it, 1 is fully grey.
    public func grayscale(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("grayscale", [amount], fileID: fileID, line: line)
    }

    /// Rotates the view's hues.
    public func hueRotation(_ angle: Angle, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("hueRotation", [angle.degrees], fileID: fileID, line: line)
    }

    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("colorMultiply", [color], fileID: fileID, line: line)
    }

    /// Inverts the view's colours.
    public func colorInvert(fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("colorInvert", fileID: fileID, line: line)
    }

    /// Whether taps reach this view; `false` lets them pass through to the views behind.
    /// Off, the controls inside no longer act on taps (tapping one is refused as tapping a disabled one is).
    public func allowsHitTesting(_ enabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recordedEnvironment("allowsHitTesting", [enabled], fileID: fileID, line: line) { environment in
            if !enabled { environment.allowsHitTesting = false }
        }
    }

    /// The shape that views inside use for `ContainerRelativeShape`.
    public func containerShape<S: Shape>(_ shape: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("containerShape", fileID: fileID, line: line)
    }
}

/// Whether offscreen rendering blends colours linearly.
public enum ColorRenderingMode: Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

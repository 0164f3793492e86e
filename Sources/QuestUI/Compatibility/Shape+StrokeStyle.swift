extension Shape {
    /// Strokes the outline in the foreground colour with a stroke style:
    /// `Circle().stroke(style: StrokeStyle(lineWidth: 20, lineCap: .round))`, the usual progress ring.
    public func stroke(style: StrokeStyle, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("stroke", [style.lineWidth], fileID: fileID, line: line)
    }

    /// Strokes inside the outline with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, style: StrokeStyle, antialiased: Bool = true, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        styled("strokeBorder", [content, style.lineWidth], fileID: fileID, line: line)
    }
}

/// One thing `quest doctor` looked at: what it is, whether it is as grading needs it, and the command that fixes it.
public struct SetupFinding: Hashable, Sendable {
    /// The part of the setup (`toolchain`, `prebuilt modules`, `sandbox`, `Debian packages`).
    public var area: String
    /// What was found, in a line (`swiftc: Swift version 6.3.1 … at /opt/swift/usr/bin/swiftc`).
    public var detail: String
    /// True when it is as it should be.
    public var ok: Bool
    /// What to run or do when it is not.
    public var fix: String?
    /// False for what only costs time (an empty module cache), true for what stops or weakens grading.
    public var degradesGrading: Bool

    public init(area: String, detail: String, ok: Bool, fix: String? = nil, degradesGrading: Bool = true) {
        self.area = area
        self.detail = detail
        self.ok = ok
        self.fix = fix
        self.degradesGrading = degradesGrading
    }
}

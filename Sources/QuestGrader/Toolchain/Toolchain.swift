import Foundation

/// The Swift compiler quest drives: `$QUEST_SWIFTC`, else `swiftc` on PATH, else the usual install folders.
public struct Toolchain: Hashable, Sendable {
    public var swiftc: String

    public init(swiftc: String) { self.swiftc = swiftc }

    /// `-use-ld=lld` when the toolchain ships `ld.lld` beside `swiftc` (Swift's Linux toolchains do): it links a
    /// harness against the runtime library in about half the time of the system's gold.
    public var linkerArguments: [String] {
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        return FileManager.default.isExecutableFile(atPath: folder + "/ld.lld") ? ["-use-ld=lld"] : []
    }

    /// What a compiled program needs from the toolchain at run time, which the sandbox lets it read: the Swift
    /// runtime libraries and the backtracer that names a crash's lines.
    public var runtimeDirectories: [String] {
        let usr = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["lib/swift/linux", "libexec/swift/linux"].map { usr.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    public static func locate(environment: [String: String]? = nil) throws -> Toolchain {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let fileManager = FileManager.default
        if let explicit = environment["QUEST_SWIFTC"], fileManager.isExecutableFile(atPath: explicit) {
            return Toolchain(swiftc: explicit)
        }
        let path = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        let candidates = path + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        guard let found = candidates.first(where: fileManager.isExecutableFile(atPath:)) else {
            throw GraderError.missingTool(
                "no Swift compiler found: put swiftc on PATH (for example /opt/swift/usr/bin) or set QUEST_SWIFTC"
            )
        }
        return Toolchain(swiftc: found)
    }
}

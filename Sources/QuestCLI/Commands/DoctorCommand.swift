import Foundation
import QuestGrader

/// `quest doctor`: is this machine ready to grade? Each part of the setup with ✓ or ✗ and the command that fixes it.
public struct DoctorCommand: QuestCommand {
    public static let name = "doctor"
    public static let abstract = "Check the toolchain, prebuilt modules, module cache, sandbox and Debian packages that grading needs."
    public static let discussion = """
    Prints each finding with ✓ or ✗ and, for a ✗, the command that fixes it. The sandbox is tried for real: the \
    launcher runs a program that does nothing with every protection quest asks for, and reports the ones it could \
    not apply (without root, or without unprivileged user namespaces, some cannot be).
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "quest check can grade here with every protection, or in quest's image with the container standing in for "
            + "the ones the list marks (Docs/container.md)",
        .failure: "grading is degraded: the list says what, and how to fix it",
    ]
    public static var arguments: [any CommandArgument] { [] }

    public init(_ arguments: ParsedArguments) {}

    public func run(_ context: CommandContext) -> ExitCode {
        context.output.line(Quest.versionLine)
        let doctor = SetupDoctor(sandboxProbe: Self.probeSandbox)
        let findings = doctor.examine()
        for finding in findings {
            context.output.line("\(finding.ok ? "✓" : "✗") \(finding.area): \(finding.detail)")
            if !finding.ok, let fix = finding.fix { context.output.line("    fix: \(fix)") }
        }
        let degraded = findings.filter { !$0.ok && $0.degradesGrading }
        if degraded.isEmpty {
            if findings.contains(where: { $0.area == "sandbox" && !$0.ok }) {
                context.output.line("quest check can grade here in container mode: the container stands in for what is marked ✗.")
            } else {
                context.output.line("quest check can grade here with every protection.")
            }
            return .success
        }
        context.output.line("Grading is degraded here (\(degraded.count)):")
        for finding in degraded { context.output.line("  - \(finding.area): \(finding.detail)") }
        return .failure
    }

    /// Runs `/bin/true` through the grader's own sandbox (launcher, limits, read-only paths, users); returns what
    /// it could not apply.
    @Sendable static func probeSandbox() throws -> [String] {
        let sandbox = try Grader.locate(glue: CheckGlue()).sandbox
        let directory = try SandboxDirectory()
        defer { directory.remove() }
        let status = try sandbox.run("/bin/true", arguments: [], in: directory).status
        // A launcher that could not start the program at all applied nothing: say so rather than "every protection".
        return status.unavailable + (status.launchError.map { ["starting a program: \($0)"] } ?? [])
    }
}

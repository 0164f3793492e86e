import Foundation
import QuestDigest

/// The jobs `swiftc` runs for a harness build (frontend, autolink extraction, link), recorded once with `swiftc -###`
/// over placeholder paths and replayed with the real ones, so that a check does not start the driver (measured:
/// about 0.15 s of CPU a build, a third of the compile).
///
/// The recording is kept beside the runtime library, under a digest of the arguments, so another compiler or other
/// settings never replay it. When the driver's jobs cannot be read back exactly (an argument the driver had to quote),
/// there is no recording and the build goes through the driver as before.
struct DriverJobs: Codable, Hashable, Sendable {
    /// The placeholder spelled where the inputs go: replaced by every input file.
    static let inputPlaceholder = "QUEST-INPUT.swift"
    /// The placeholder spelled where the output goes.
    static let outputPlaceholder = "QUEST-OUTPUT"
    /// Stands for the driver's temporary folder in a recording.
    static let scratchPlaceholder = "QUEST-SCRATCH"

    /// Each job's executable and arguments, with placeholders.
    var jobs: [[String]]

    /// The recording for `arguments` (spelled with the placeholders), from `folder` or made by the driver now.
    static func recorded(
        swiftc: String, arguments: [String], in folder: String
    ) -> DriverJobs? {
        var digest = Digest.sha256()
        for argument in [swiftc] + arguments { digest.update(field: argument) }
        let file = "\(folder)/jobs-\(digest.hexDigest().prefix(16)).json"
        if let data = FileManager.default.contents(atPath: file),
           let jobs = try? JSONDecoder().decode(DriverJobs.self, from: data) {
            return jobs
        }
        // An empty folder of its own as the working directory, so that its path stands for nothing else.
        guard let working = try? ScratchFolder() else { return nil }
        defer { working.remove() }
        guard let run = try? ChildProcess.run(swiftc, arguments + ["-###"], currentDirectory: working.path),
              run.exitCode == 0, let jobs = DriverJobs(printed: run.standardOutput, workingDirectory: working.path)
        else { return nil }
        if let data = try? JSONEncoder().encode(jobs) {
            let temporary = "\(file).\(UUID().uuidString)"
            if FileManager.default.createFile(atPath: temporary, contents: data) { rename(temporary, file) }
        }
        return jobs
    }

    /// Reads `swiftc -###` output; nil unless every line splits on spaces into exactly the arguments (nothing quoted).
    init?(printed: String, workingDirectory: String) {
        var jobs: [[String]] = []
        var scratch: String?
        for line in printed.split(separator: "\n") where !line.isEmpty {
            guard !line.contains(where: { "'\"\\".contains($0) }) else { return nil }
            var job: [String] = []
            var arguments = line.split(separator: " ").map(String.init)[...]
            while let argument = arguments.popFirst() {
                // The driver writes this map itself before it runs the frontend; for one object it adds nothing.
                if argument == "-supplementary-output-file-map" {
                    _ = arguments.popFirst()
                    continue
                }
                if scratch == nil, let range = argument.range(of: #"/[^ ]*/TemporaryDirectory\.[^/]+"#, options: .regularExpression) {
                    scratch = String(argument[range])
                }
                job.append(argument == workingDirectory ? Self.scratchPlaceholder : argument)
            }
            jobs.append(job)
        }
        guard !jobs.isEmpty else { return nil }
        if let scratch {
            jobs = jobs.map { $0.map { $0.replacingOccurrences(of: scratch, with: Self.scratchPlaceholder) } }
        }
        self.jobs = jobs
    }

    /// The jobs with `inputs`, `output` and the scratch folder filled in.
    func filled(inputs: [String], output: String, scratch: String) -> [[String]] {
        jobs.map { job in
            job.flatMap { argument -> [String] in
                if argument.hasSuffix(Self.inputPlaceholder) { return inputs }
                if argument.hasSuffix(Self.outputPlaceholder) { return [output] }
                return [argument.replacingOccurrences(of: Self.scratchPlaceholder, with: scratch)]
            }
        }
    }
}

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
    /// The driver's own link job (`clang …`) where `jobs` ends with the linker command clang would run instead
    /// (`linkerJob`): replayed when a file that command names is gone (another C runtime or GCC installed since).
    var clangLink: [String]?

    /// What the digest of a recording's name includes besides the arguments: bumped when recordings change shape.
    private static let format = "2: per-file objects, linker without clang"

    /// The recording for `arguments` (spelled with the placeholders), from `folder` or made by the driver now.
    static func recorded(
        swiftc: String, arguments: [String], in folder: String
    ) -> DriverJobs? {
        var digest = Digest.sha256()
        for argument in [format, swiftc] + arguments { digest.update(field: argument) }
        let file = "\(folder)/jobs-\(digest.hexDigest().prefix(16)).json"
        if let data = FileManager.default.contents(atPath: file),
           let jobs = try? JSONDecoder().decode(DriverJobs.self, from: data) {
            return jobs
        }
        // An empty folder of its own as the working directory, so that its path stands for nothing else.
        guard let working = try? ScratchFolder() else { return nil }
        defer { working.remove() }
        guard let run = try? ChildProcess.run(swiftc, arguments + ["-###"], currentDirectory: working.path),
              run.exitCode == 0, var jobs = DriverJobs(printed: run.standardOutput, workingDirectory: working.path)
        else { return nil }
        if let last = jobs.jobs.last, URL(fileURLWithPath: last[0]).lastPathComponent == "clang",
           let linker = linkerJob(clang: last) {
            jobs.jobs[jobs.jobs.count - 1] = linker
            jobs.clangLink = last
        }
        if let data = try? JSONEncoder().encode(jobs) {
            let temporary = "\(file).\(UUID().uuidString)"
            if FileManager.default.createFile(atPath: temporary, contents: data) { rename(temporary, file) }
        }
        return jobs
    }

    /// The linker command `clang` runs for `job` (a recorded link, with placeholders), from `clang -###`, so that a
    /// check does not start clang only for it to start the linker (measured: 15–20 ms a check). Run where the
    /// recording's scratch paths exist, since clang drops inputs it cannot find; the autolink response file holds a
    /// marker that stands for it in the linker's arguments. Nil when the output cannot be read back exactly.
    private static func linkerJob(clang job: [String]) -> [String]? {
        let marker = "-lQUEST-RESPONSE-FILE"
        guard let working = try? ScratchFolder() else { return nil }
        defer { working.remove() }
        var responseFiles: [String: String] = [:]
        for argument in job.dropFirst() {
            let isResponseFile = argument.hasPrefix("@")
            let path = isResponseFile ? String(argument.dropFirst()) : argument
            guard path.hasPrefix(scratchPlaceholder + "/") else { continue }
            let file = working.path + "/" + path
            try? FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            let marked = isResponseFile ? "\(marker)\(responseFiles.count)" : nil
            if let marked { responseFiles[marked] = argument }
            guard FileManager.default.createFile(atPath: file, contents: Data((marked.map { $0 + "\n" } ?? "").utf8))
            else { return nil }
        }
        guard let run = try? ChildProcess.run(job[0], Array(job.dropFirst()) + ["-###"], currentDirectory: working.path),
              run.exitCode == 0 else { return nil }
        let commands = (run.standardError + run.standardOutput).split(separator: "\n").filter { $0.hasPrefix(" \"") }
        guard commands.count == 1, let arguments = quotedArguments(String(commands[0])) else { return nil }
        let linker = arguments.map { responseFiles[$0] ?? $0 }
        // Every marker must have come back (or the response file's entries would be lost), and nothing may name the
        // working folder, which is gone after this.
        guard Set(linker).isSuperset(of: responseFiles.values), !linker.contains(where: { $0.contains(working.path) })
        else { return nil }
        return linker
    }

    /// `"a" "b c"` as clang -### prints a job; nil when an argument needed an escape.
    private static func quotedArguments(_ line: String) -> [String]? {
        guard !line.contains("\\") else { return nil }
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        // Quoted arguments are the odd parts; what lies between them must be single spaces.
        guard parts.count % 2 == 1 else { return nil }
        var arguments: [String] = []
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 {
                arguments.append(String(part))
            } else if !(part == " " || (index == parts.count - 1 && part.isEmpty)) {
                return nil
            }
        }
        return arguments.isEmpty ? nil : arguments
    }

    /// Reads `swiftc -###` output; nil unless every line splits on spaces into exactly the arguments (nothing quoted).
    init?(printed: String, workingDirectory: String) {
        var jobs: [[String]] = []
        var scratch: String?
        for line in printed.split(separator: "\n") where !line.isEmpty {
            var job: [String] = []
            var arguments = line.split(separator: " ").map(String.init)[...]
            while var argument = arguments.popFirst() {
                // The driver single-quotes an argument a shell would read otherwise (`'…/QuestMacros-tool#QuestMacros'`):
                // read back when nothing else in it is quoted or escaped, else there is no recording.
                if argument.count >= 2, argument.hasPrefix("'"), argument.hasSuffix("'") {
                    argument = String(argument.dropFirst().dropLast())
                }
                guard !argument.contains(where: { "'\"\\".contains($0) }) else { return nil }
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

    /// The jobs with `inputs`, `output` and the scratch folder filled in, as stages: the jobs of a stage may run at
    /// the same time, a stage starts when the one before has succeeded.
    ///
    /// A recorded build names its one input (`-primary-file QUEST-INPUT.swift`) and that input's object
    /// (`QUEST-SCRATCH/QUEST-INPUT-1.o`). The frontend job becomes one job per group of `groups` (indices into
    /// `inputs`; by default one group of all): every input is listed, the group's as primary files, each with its
    /// object. Objects are named by the input's position and name, so that a file's object keeps its path from one
    /// build to the next (which is what lets the compiler reuse it, see `BuildFolders`).
    func filled(inputs: [String], output: String, scratch: String, groups: [[Int]]? = nil) -> [[[String]]] {
        var jobs = self.jobs
        if let clangLink, let linker = jobs.last, !Self.filesExist(linker) { jobs[jobs.count - 1] = clangLink }
        let objects = Self.objects(inputs: inputs, scratch: scratch)
        let groups = groups ?? [Array(inputs.indices)]
        return jobs.map { job in
            guard job.contains(where: Self.isInput), job.contains("-primary-file") else {
                return [fill(job, inputs: inputs, objects: objects, primaries: Set(inputs.indices), output: output, scratch: scratch)]
            }
            return groups.map { group in
                fill(job, inputs: inputs, objects: objects, primaries: Set(group), output: output, scratch: scratch)
            }
        }
    }

    /// Each input's object in a filled build: named by the input's position and name, in `scratch`.
    static func objects(inputs: [String], scratch: String) -> [String] {
        inputs.enumerated().map { index, input in
            "\(scratch)/\(index + 1)-\(URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent).o"
        }
    }

    private func fill(
        _ job: [String], inputs: [String], objects: [String], primaries: Set<Int>, output: String, scratch: String
    ) -> [String] {
        var filled: [String] = []
        var arguments = job[...]
        while let argument = arguments.popFirst() {
            if argument == "-primary-file", let next = arguments.first, Self.isInput(next) {
                arguments.removeFirst()
                filled += inputs.indices.flatMap { primaries.contains($0) ? ["-primary-file", inputs[$0]] : [inputs[$0]] }
            } else if argument == "-o", let next = arguments.first, Self.isObject(next) {
                arguments.removeFirst()
                filled += objects.indices.filter(primaries.contains).flatMap { ["-o", objects[$0]] }
            } else if Self.isInput(argument) {
                filled += inputs
            } else if Self.isObject(argument) {
                filled += objects
            } else if argument.hasSuffix(Self.outputPlaceholder) {
                filled.append(output)
            } else {
                filled.append(argument.replacingOccurrences(of: Self.scratchPlaceholder, with: scratch))
            }
        }
        return filled
    }

    /// `inputs` (each with its size) in at most `count` groups of about equal size, largest first, each group's
    /// indices in input order: what two frontends compile side by side. Depends on the files only, so the same files
    /// are always grouped, and reported, the same way.
    static func balancedGroups(sizes: [Int], count: Int) -> [[Int]] {
        let count = max(1, min(count, sizes.count))
        var groups = Array(repeating: [Int](), count: count)
        var totals = Array(repeating: 0, count: count)
        for index in sizes.indices.sorted(by: { (sizes[$0], $1) > (sizes[$1], $0) }) {
            let lightest = totals.indices.min { (totals[$0], $0) < (totals[$1], $1) }!
            groups[lightest].append(index)
            totals[lightest] += sizes[index]
        }
        return groups.map { $0.sorted() }.filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
    }

    /// Whether the absolute files a linker command names (C runtime objects, the linker itself) are still there.
    private static func filesExist(_ job: [String]) -> Bool {
        job.filter { $0.hasPrefix("/") && ($0 == job[0] || $0.hasSuffix(".o")) }
            .allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    private static func isInput(_ argument: String) -> Bool { argument.hasSuffix(inputPlaceholder) }

    /// The driver's object for the placeholder input: `QUEST-SCRATCH/QUEST-INPUT-1.o`.
    private static func isObject(_ argument: String) -> Bool {
        let stem = (inputPlaceholder as NSString).deletingPathExtension
        return argument.hasPrefix("\(scratchPlaceholder)/\(stem)-") && argument.hasSuffix(".o")
    }
}

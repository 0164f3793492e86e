import QuestProtocol
import Foundation
public import QuestCore

/// Grades exercises: builds a harness from the learner's files and the checks' glue, runs it in the sandbox and
/// turns what happened into an `ExerciseGrade`. The learner's code never runs in this process.
public struct Grader: Sendable {
    public var compiler: LearnerCompiler
    public var sandbox: Sandbox
    public var glue: any HarnessGlue
    /// Where each workspace's build is kept between checks (`quest check`), or nil to build every time in a fresh
    /// folder (`quest validate`, whose mutants would only fill the cache).
    public var builds: BuildFolders?
    /// The seed of the checks' random values in every run (`ProbeSeed`): `quest check` draws a fresh one unless
    /// `--seed` gives it, `quest validate` keeps `ProbeSeed.validation`.
    public var seed: UInt64 = ProbeSeed.validation

    public init(compiler: LearnerCompiler, sandbox: Sandbox, glue: any HarnessGlue, builds: BuildFolders? = nil) {
        self.compiler = compiler
        self.sandbox = sandbox
        self.glue = glue
        self.builds = builds
    }

    /// A grader using the toolchain, prebuilt modules and launcher found next to the running `quest`.
    public static func locate(glue: any HarnessGlue, limits: SandboxLimits = SandboxLimits()) throws -> Grader {
        let settings = try CompilerSettings.locate()
        return Grader(
            compiler: LearnerCompiler(settings: settings),
            sandbox: Sandbox(launcher: settings.modules.launcher, limits: limits, readOnly: settings.toolchain.runtimeDirectories),
            glue: glue
        )
    }

    /// Grades `exercises` (each with its position in the lesson) on the learner's `workspace`.
    ///
    /// One harness is built for all of them and run once for all (or once per exercise when they share a check, or
    /// when the shared run crashed or hit a limit, so that the outcome is pinned on the right exercise). When that
    /// build fails and there are several exercises, each is built on its own, so that a contract one exercise misses
    /// never hides another's results.
    ///
    /// `lessonFile` (`Lessons/lesson23.md`) is where the lesson's own check files are found
    /// (`Lessons/lesson23/checks/<name>.swift`); without it only built-in checks can run.
    public func grade(
        _ exercises: [(exercise: Exercise, taskID: Int)], workspace: LearnerWorkspace, lessonFile: String? = nil
    ) -> [ExerciseGrade] {
        var grades = exercises.map { exercise, taskID in
            ExerciseGrade(
                exerciseID: exercise.id, title: exercise.title, entry: exercise.entry, taskID: taskID,
                checks: exercise.checks, outcome: .couldNotRun
            )
        }
        do {
            let built = try build(exercises.map(\.exercise), workspace: workspace, lessonFile: lessonFile, into: &grades)
            if !built && exercises.count > 1 {
                return exercises.map { grade([$0], workspace: workspace, lessonFile: lessonFile)[0] }
            }
        } catch {
            for index in grades.indices where grades[index].outcome == .couldNotRun {
                grades[index].message = "\(error)"
            }
        }
        gradeLearnerTests(exercises.map(\.exercise), workspace: workspace, lessonFile: lessonFile, into: &grades)
        return grades
    }

    /// `router-tests`, run by the grader itself (it builds programs of its own) and only when the workspace has a
    /// test file: its results join the exercise's, after the harness's.
    private func gradeLearnerTests(
        _ exercises: [Exercise], workspace: LearnerWorkspace, lessonFile: String?, into grades: inout [ExerciseGrade]
    ) {
        let tests = LearnerTests.files(in: workspace)
        guard !tests.isEmpty else { return }
        for (index, exercise) in exercises.enumerated() where exercise.checks.contains(LearnerTests.check) {
            guard grades[index].outcome.ranToCompletion else { continue }
            let known = knownRouters(exercise, lessonFile: lessonFile)
            let runner = LearnerTests(compiler: compiler, sandbox: sandbox)
            do {
                grades[index].results += try runner.results(workspace: workspace, tests: tests, wrong: known.wrong, reference: known.reference)
                grades[index].outcome = Outcome(results: grades[index].results)
            } catch {
                // The machine's fault (the sandbox could not start the tests): never a verdict on the learner's tests.
                grades[index].outcome = .couldNotRun
                grades[index].message = "router-tests could not run: \(error)"
            }
        }
    }

    /// The lesson's reference solution and its known-wrong routers: its mutants that must fail `router`, each laid over
    /// the solution.
    private func knownRouters(
        _ exercise: Exercise, lessonFile: String?
    ) -> (reference: LearnerWorkspace?, wrong: [(name: String, workspace: LearnerWorkspace)]) {
        guard let lessonFile, let mutants = exercise.mutants, let solution = exercise.solution else { return (nil, []) }
        let lessons = (lessonFile as NSString).deletingLastPathComponent
        let directory = lessons.isEmpty ? "." : lessons
        guard let reference = try? LearnerWorkspace.read(LearnerFiles.join(directory, solution)) else { return (nil, []) }
        let wrong = MutantFolder.all(in: mutants, lessonsDirectory: directory).filter { $0.check == BuiltInCheck.router.rawValue }
            .compactMap { mutant in
                (try? LearnerWorkspace.read(LearnerFiles.join(directory, mutant.folder)))
                    .map { (mutant.name, MutantFolder.overlay(solution: reference, mutant: $0)) }
            }
        return (reference, wrong)
    }

    /// What `exercises` ask the learner to declare: the types the glue names by contract (each entry, `Route`, the
    /// view that opens links), and the names their starters and reference solutions declare (none without the lesson).
    static func api(of exercises: [Exercise], lessonFile: String?, sources: [SwiftSourceFile]) -> ExerciseAPI {
        var api = ExerciseAPI()
        if let lessonFile {
            let lessons = (lessonFile as NSString).deletingLastPathComponent
            let directory = lessons.isEmpty ? "." : lessons
            api = ExerciseAPI(folders: exercises.flatMap { [$0.starter, $0.solution].compactMap { $0 } }
                .map { LearnerFiles.join(directory, $0) })
        }
        for exercise in exercises {
            for check in exercise.checks { api.types.formUnion(CheckGlue.learnerTypes(check: check, entry: exercise.entry, sources: sources)) }
        }
        return api
    }

    /// The checks of `exercise` that its harness runs, in order: what the harness must prove it ran to the end.
    static func harnessChecks(_ exercise: Exercise) -> [String] {
        exercise.checks.filter { BuiltInCheck(rawValue: $0)?.runsInHarness ?? true }
    }

    /// Builds one harness for `exercises` and runs it for each; returns false when the build failed (the grades
    /// then say why).
    private func build(
        _ exercises: [Exercise], workspace: LearnerWorkspace, lessonFile: String?, into grades: inout [ExerciseGrade]
    ) throws -> Bool {
        let parts = exercises.map { exercise in
            HarnessSource.Part(exercise: exercise.id, entry: exercise.entry, checks: Self.harnessChecks(exercise))
        }
        let checkFiles = try AuthorChecks(exercises, lessonFile: lessonFile)
        let harness = try HarnessSource(parts: parts, sources: workspace.sources, glue: glue, checkFiles: checkFiles.sources,
                                        sharedFiles: checkFiles.sharedSources)
        let directory = try SandboxDirectory()
        defer { directory.remove() }
        let runtime = try RuntimeLibrary.prepare(for: compiler.settings)
        let kept = builds.flatMap { $0.take(workspace: workspace, exercises: exercises.map(\.id), runtime: runtime) }
        defer { kept?.release() }
        let buildFolder = kept?.path ?? directory.root + "/build"
        let executable = directory.root + "/harness"
        let (build, files) = try compiler.buildHarness(
            workspace: workspace, harness: harness, in: buildFolder, output: executable, runtime: runtime,
            api: Self.api(of: exercises, lessonFile: lessonFile, sources: workspace.sources)
        )
        try keepBuildIfAsked(buildFolder, name: exercises.map(\.id).joined(separator: "+"))
        for index in grades.indices { grades[index].compileMilliseconds = build.milliseconds }
        guard build.succeeded else {
            if let mismatch = CompilerIdentity.mismatch(in: build.diagnostics.map(\.message), settings: compiler.settings) {
                throw GraderError.missingTool(mismatch)
            }
            let diagnostics = build.diagnostics.map(checkFiles.relocated)
            for (index, exercise) in exercises.enumerated() {
                grades[index].outcome = .didNotCompile
                grades[index].diagnostics = diagnostics
                grades[index].contractProblems = contractProblems(in: diagnostics, exercise: exercise, checkFiles: checkFiles)
                grades[index].message = grades[index].contractProblems.first
                    ?? "The code did not compile: \(build.diagnostics.filter(\.isError).count) error(s)."
            }
            return false
        }
        if try runTogether(
            exercises, executable: executable, runtime: runtime, files: files, checkFiles: checkFiles, in: directory,
            into: &grades
        ) {
            return true
        }
        for (index, exercise) in exercises.enumerated() {
            try directory.resetHome()
            try run(
                exercise, executable: executable, runtime: runtime, files: files, checkFiles: checkFiles, in: directory,
                into: &grades[index]
            )
        }
        return true
    }

    /// The fast path: one run for every exercise, its results shared out by check name. Taken only when no two
    /// exercises share a check; kept only when the run finished normally (otherwise each exercise runs alone, so a
    /// crash or a time-out is pinned on the exercise that caused it).
    private func runTogether(
        _ exercises: [Exercise], executable: String, runtime: RuntimeLibrary, files: LearnerFiles,
        checkFiles: AuthorChecks, in directory: SandboxDirectory, into grades: inout [ExerciseGrade]
    ) throws -> Bool {
        let checks = exercises.flatMap(\.checks)
        guard exercises.count > 1, Set(checks).count == checks.count else { return false }
        var combined = grades[0]
        combined.checks = checks
        try directory.resetHome()
        let together = Exercise(id: "", title: "", prompt: "", entry: "", checks: checks, line: 0)
        try run(together, executable: executable, runtime: runtime, files: files, checkFiles: checkFiles, in: directory, into: &combined,
                selecting: exercises.map(\.id))
        guard combined.outcome.ranToCompletion else { return false }
        for (index, exercise) in exercises.enumerated() {
            grades[index].results = combined.results.filter { exercise.checks.contains($0.check) }
            grades[index].outcome = Outcome(results: grades[index].results)
            grades[index].message = grades[index].outcome == .checkError ? checkFiles.errorMessage(grades[index].results) : nil
            grades[index].runMilliseconds = combined.runMilliseconds
            grades[index].unavailable = combined.unavailable
            grades[index].output = combined.output
        }
        return true
    }

    private func run(
        _ exercise: Exercise, executable: String, runtime: RuntimeLibrary, files: LearnerFiles, checkFiles: AuthorChecks,
        in directory: SandboxDirectory, into grade: inout ExerciseGrade, selecting ids: [String]? = nil
    ) throws {
        let channel = HarnessChannel(seed: seed)
        // The harness finds QuestUI and QuestChecks in the runtime library through its rpath: the run must see it.
        var sandbox = self.sandbox
        sandbox.readOnly.append(runtime.directory)
        let started = Date()
        let run = try sandbox.run(
            executable, arguments: [HarnessInvocation.argument] + (ids ?? [exercise.id]), in: directory, channel: channel
        )
        grade.runMilliseconds = Int(Date().timeIntervalSince(started) * 1000)
        let classifier = RunClassifier(limits: sandbox.limits, files: files)
        let verdict = classifier.classify(run, results: channel.verify(run.records), planned: Self.harnessChecks(exercise))
        grade.outcome = verdict.outcome
        grade.results = verdict.results.map { relocated($0, files: files) }
        grade.crash = verdict.crash
        grade.interruptedStep = verdict.interruptedStep
        grade.message = verdict.message
        grade.output = run.standardOutput
        if [.crashed, .outOfMemory, .didNotFinish].contains(verdict.outcome) {
            grade.output = run.standardOutput + run.standardError
        }
        grade.unavailable = run.status.unavailable
        if grade.outcome == .checkError {
            grade.message = checkFiles.errorMessage(grade.results)
        } else if grade.outcome == .crashed, let crash = checkFiles.crash(in: run.standardError, learnerFiles: files) {
            // The check's own code crashed (a force unwrap in the check file): the author's bug, not the learner's.
            grade.outcome = .checkError
            grade.crash = crash
            grade.message = checkFiles.crashMessage(crash)
        }
    }

    /// `QUEST_KEEP_BUILD=<folder>` keeps each exercise's build folder there, with `command.txt` holding the
    /// compiler invocation quest's jobs amount to and `plain-command.txt` the same build linked the plain way (one
    /// argument per line): what `Scripts/bench-check.sh` times as "bare swiftc".
    private func keepBuildIfAsked(_ build: String, name: String) throws {
        guard let keep = ProcessInfo.processInfo.environment["QUEST_KEEP_BUILD"], !keep.isEmpty else { return }
        let destination = LearnerFiles.join(keep, name)
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: build, toPath: destination)
        let files = try FileManager.default.subpathsOfDirectory(atPath: destination).filter { $0.hasSuffix(".swift") }.sorted()
        let arguments = compiler.settings.buildArguments(
            files.map { LearnerFiles.join(destination, $0) }, output: destination + "/harness",
            runtime: try RuntimeLibrary.prepare(for: compiler.settings)
        )
        let plain = compiler.settings.plainBuildArguments(
            files.map { LearnerFiles.join(destination, $0) }, output: destination + "/plain-harness"
        )
        for (file, arguments) in [("command.txt", arguments), ("plain-command.txt", plain)] {
            let text = ([compiler.settings.toolchain.swiftc] + arguments).joined(separator: "\n") + "\n"
            try text.write(toFile: destination + "/" + file, atomically: true, encoding: .utf8)
        }
    }

    /// Errors in a check's glue file mean the learner's code lacks what the check needs: say so in the check's words.
    /// Errors in a lesson's own check file are quoted as they are, at the check file's line.
    private func contractProblems(in diagnostics: [CompilerDiagnostic], exercise: Exercise, checkFiles: AuthorChecks) -> [String] {
        if diagnostics.contains(where: { $0.inLearnerFile && $0.isError }) { return [] }
        return exercise.checks.compactMap { check in
            if let problem = checkFiles.compileProblem(check, diagnostics: diagnostics) { return problem }
            let name = HarnessSource.glueFileName(exercise: exercise.id, check: check)
            let messages = diagnostics.filter { $0.file == name && $0.isError }.map(\.message)
            guard !messages.isEmpty else { return nil }
            return glue.contract(check: check, entry: exercise.entry, diagnostics: messages)
        }
    }

    /// A result's file as the learner knows it (the harness may give `Learner/ContentView.swift` or a bare name).
    private func relocated(_ result: CheckResult, files: LearnerFiles) -> CheckResult {
        var result = result
        if let file = result.file { result.file = files.relativePath(for: file) ?? file }
        return result
    }
}

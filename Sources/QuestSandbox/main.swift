// quest-sandbox: runs one program with limits, as a user of its own, in a private world, and reports how it ended.
//
// It is a separate, Foundation-free executable so that the limits, the namespaces and the user change happen in a
// single-threaded process right before `execve`, never in the multithreaded `quest` process. Usage (every limit is
// required: the grader's `SandboxLimits` decides them, the launcher has no defaults):
//
//     quest-sandbox --wall-ms N --cpu-seconds N --memory-bytes N --file-size-bytes N --processes N
//                   --output-bytes N --open-files N --scratch-bytes N --results-bytes N
//                   [--users FIRST:COUNT] [--directory DIR] [--stdout FILE] [--stderr FILE]
//                   [--secret FILE:FD] [--results FILE:FD] [--read-only PATH]... [--no-network]
//                   [--env KEY=VALUE]... -- PROGRAM [ARGUMENT]...
//
// It prints one JSON line describing the outcome (see `SandboxStatus` in QuestGrader) and exits 0, or prints a
// message on stderr and exits 125 when it could not start the program at all.
#if canImport(Glibc)
import Glibc

var arguments = Array(CommandLine.arguments.dropFirst())
let options: SandboxOptions
do {
    options = try SandboxOptions(parsing: arguments)
} catch {
    error.exit()
}
var supervisor = Supervisor(options: options)
supervisor.run()
#else
print("quest-sandbox runs on Linux only")
exit(125)
#endif

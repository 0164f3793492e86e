// quest-sandbox: runs one program with limits, as a user of its own, in a private world, and reports how it ended.
//
// It is a separate, Foundation-free executable so that the limits, the namespaces and the user change happen in a
// single-threaded process right before `execve`, never in the multithreaded `quest` process. Its command line is
// `LauncherOptions` and its one line of JSON describing the outcome is `SandboxStatus`, both declared once in
// QuestProtocol, which the grader shares. It exits 0 after that line, or prints a message on stderr and exits 125
// when it could not start the program at all.
#if canImport(Glibc)
import Glibc
import QuestProtocol

var arguments = Array(CommandLine.arguments.dropFirst())
let options: LauncherOptions
do {
    options = try LauncherOptions(parsing: arguments)
} catch {
    LauncherFailure(error.message).exit()
}
var supervisor = Supervisor(options: options)
supervisor.run()
#else
print("quest-sandbox runs on Linux only")
exit(125)
#endif

import Foundation

/// Runs `quest prepare` detached from the terminal (its own session, no output), so that `quest start` returns at
/// once while the module cache fills, and a closed terminal does not stop it.
public enum BackgroundPreparation {
    /// glibc's `POSIX_SPAWN_SETSID` (`<spawn.h>` declares it only under `_GNU_SOURCE`, which Swift does not set).
    static let newSession: Int16 = 0x80

    /// Starts `quest prepare` (the `quest` beside the running executable, which is `quest` itself unless a test
    /// runs the commands in its own process) in the background; false when it could not be started (the first check
    /// is then slower, nothing else changes).
    @discardableResult
    public static func start(executable: String = PrebuiltModules.executableDirectory + "/quest") -> Bool {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return false }
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        posix_spawnattr_setflags(&attributes, Self.newSession)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let arguments = [executable, "prepare"]
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var child: pid_t = 0
        return posix_spawn(&child, executable, &actions, &attributes, &pointers, environ) == 0
    }
}

import Foundation

/// A file error a user can cause, as one plain sentence: `nofile.swift: no such file`. Foundation's errors
/// (`CocoaError`, `NSError` of the Cocoa or POSIX domain) and the C library's `errno` are turned into these sentences
/// here and nowhere else, so no command prints `Error Domain=NSCocoaErrorDomain …` or "The operation could not be
/// completed".
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the user gave (or the one Foundation names).
    public var path: String
    /// What is wrong with it, in a few words: `no such file`, `is a folder, not a file`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The problem with `path` that `errno`-style `code` stands for.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: Self.reason(errno: code))
    }

    public var description: String { "\(path): \(reason)" }

    /// The sentence for any error: a file error as `path: reason` (the path from the error, else `path`), anything
    /// else as its own description.
    public static func sentence(for error: any Error, path: String? = nil) -> String {
        if let problem = FileProblem(error, path: path) { return problem.description }
        return "\(error)"
    }

    /// The file problem `error` stands for, or nil when it is not a file error.
    public init?(_ error: any Error, path given: String? = nil) {
        if let problem = error as? FileProblem {
            self = problem
            return
        }
        let error = error as NSError
        let path = given ?? Self.path(in: error) ?? "(unnamed file)"
        switch error.domain {
        case NSPOSIXErrorDomain:
            self.init(path: path, errno: Int32(error.code))
        case NSCocoaErrorDomain:
            if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                self.init(path: path, errno: Int32(underlying.code))
            } else if let seen = Self.probe(Self.path(in: error) ?? path, cocoa: error.code) {
                self.init(path: path, reason: seen.reason)
            } else if let reason = Self.reason(cocoa: error.code) {
                self.init(path: path, reason: reason)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// What stops `path` from being read as a file (`folder: false`) or a folder (`folder: true`), or nil when it
    /// can be: the system's own answer (`open`), so a missing file, a loop of links and a path through a file are
    /// each told apart. Never blocks (a FIFO is opened without waiting for a writer).
    public static func reading(_ path: String, folder: Bool) -> FileProblem? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return folder && code == ENOENT ? FileProblem(path: path, reason: "no such folder") : FileProblem(path: path, errno: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return FileProblem(path: path, errno: errno) }
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        if folder && !isFolder { return FileProblem(path: path, reason: "is a file, not a folder") }
        if !folder && isFolder { return FileProblem(path: path, errno: EISDIR) }
        return nil
    }

    /// What stops a file from being written at `path` (its folder missing or not a folder, named as the problem;
    /// the path a folder), or nil when nothing seen beforehand does: checked before long work, so the work is not lost to a typo.
    public static func writing(_ path: String) -> FileProblem? {
        let folder = (path as NSString).deletingLastPathComponent
        if let problem = reading(folder.isEmpty ? "." : folder, folder: true) { return problem }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return FileProblem(path: path, errno: EISDIR)
        }
        return nil
    }

    /// What the file system says of `path` when Foundation's code alone says little (`cannot be written`, `already
    /// exists` for a folder that could not be made because a file is there): a part of the path that is a file, a
    /// loop of links, a missing folder. Nil when the path itself looks fine.
    private static func probe(_ path: String, cocoa code: Int) -> FileProblem? {
        let vague: Set<CocoaError.Code> = [.fileReadUnknown, .fileWriteUnknown, .fileWriteFileExists, .fileNoSuchFile, .fileReadNoSuchFile]
        guard vague.contains(CocoaError.Code(rawValue: code)) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let failure = errno
            // A missing path is what the code says already; anything else (ENOTDIR, ELOOP, EACCES) is more precise.
            return failure == ENOENT ? nil : FileProblem(path: path, errno: failure)
        }
        if CocoaError.Code(rawValue: code) == .fileWriteFileExists && status.st_mode & S_IFMT != S_IFDIR {
            return FileProblem(path: path, reason: "is a file, not a folder")
        }
        return nil
    }

    /// The path an NSError names (`NSFilePath`, `NSURL`), if any.
    private static func path(in error: NSError) -> String? {
        if let path = error.userInfo[NSFilePathErrorKey] as? String { return path }
        if let url = error.userInfo[NSURLErrorKey] as? URL { return url.path }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return path(in: underlying) }
        return nil
    }

    /// The few words for an `errno` value.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a folder, not a file"
        case ENOTDIR: "a part of this path is a file, not a folder"
        case ENOTEMPTY: "the folder is not empty"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "over the disk quota"
        case EROFS: "on a read-only file system"
        case ELOOP: "symbolic links that loop (cannot be read)"
        case ENAMETOOLONG: "the name is too long"
        case EEXIST: "already exists"
        case EMFILE, ENFILE: "too many open files"
        case EXDEV: "on another file system"
        case EIO: "the disk could not be read or written"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The few words for a Cocoa file error code that carries no POSIX error.
    private static func reason(cocoa code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: reason(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: reason(errno: EACCES)
        case .fileWriteOutOfSpace: reason(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: reason(errno: EROFS)
        case .fileWriteFileExists: reason(errno: EEXIST)
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "not a valid file name"
        case .fileReadTooLarge: "too large to read"
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile, .fileWriteInapplicableStringEncoding: "not UTF-8 text"
        case .fileReadUnknown, .fileLocking, .fileReadUnsupportedScheme, .fileReadUnknownStringEncoding: "cannot be read"
        case .fileWriteUnknown, .fileWriteUnsupportedScheme: "cannot be written"
        default: nil
        }
    }
}

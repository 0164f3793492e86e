import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a learner's workspace without ever following a symbolic link: every folder is opened with `O_NOFOLLOW`
/// relative to its parent's descriptor, every file with `O_NOFOLLOW` and then checked to be a regular file. So a
/// `ContentView.swift` linked to the course's solution or to `/etc/shadow` is an error that names it, and is never read.
public enum WorkspaceFiles {
    /// The largest learner file quest reads (a larger one is an error, not a hang).
    public static let largestFile = 4 << 20

    /// The sentence for a link where quest reads a learner's file or folder.
    public static func linkRefusal(_ path: String) -> String {
        "\(path) is a symbolic link; quest grades only regular files inside the workspace"
    }

    /// Every `.swift` file under `directory` (followed itself: it is the folder the user named), by path relative to
    /// it, sorted. Hidden files and folders and the folders named in `skipping` are not read. A `.swift` file or a
    /// folder that is a symbolic link, or a `.swift` path that is not a regular file, is an error naming it.
    public static func swiftFiles(in directory: String, skipping: Set<String>) throws -> [(path: String, text: String)] {
        let root = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw GraderError.usage("\(directory) is not a folder") }
        var found: [(path: String, text: String)] = []
        try collect(folder: root, relative: "", skipping: skipping, into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// The text of `relative` inside `directory`, opening every component without following links; nil when it is not
    /// there. A component that is a link, a `..` or an absolute path is an error (it would leave the workspace).
    public static func text(of relative: String, in directory: String) throws -> String? {
        let parts = relative.split(separator: "/").map(String.init)
        guard !relative.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else {
            throw GraderError.usage("\(relative) is outside the workspace; quest reads only files inside it")
        }
        var folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        for (index, part) in parts.dropLast().enumerated() {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(folder)
            guard next >= 0 else {
                if failure == ELOOP || failure == ENOTDIR, isLink(parts[0...index].joined(separator: "/"), in: directory) {
                    throw GraderError.usage(linkRefusal(parts[0...index].joined(separator: "/")))
                }
                return nil
            }
            folder = next
        }
        defer { close(folder) }
        return try read(parts.last!, in: folder, relative: relative)
    }

    /// The text of a file the user named (`quest typecheck ContentView.swift`): the last component is not followed.
    public static func text(ofFile path: String) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw GraderError.usage("cannot read \(path): no such folder") }
        defer { close(descriptor) }
        guard let text = try read((path as NSString).lastPathComponent, in: descriptor, relative: path) else {
            throw GraderError.usage("cannot read \(path): no such file")
        }
        return text
    }

    private static func collect(
        folder: Int32, relative: String, skipping: Set<String>, into found: inout [(path: String, text: String)]
    ) throws {
        // fdopendir owns the descriptor from here and closedir closes it.
        guard let stream = fdopendir(folder) else {
            close(folder)
            throw GraderError.filesystem("cannot list \(relative.isEmpty ? "the workspace" : relative)")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), !skipping.contains(name) else { continue }
            names.append(name)
        }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { throw GraderError.filesystem("cannot open the folder \(path)") }
                try collect(folder: child, relative: path, skipping: skipping, into: &found)
            case S_IFLNK:
                // A link to a folder would hide or smuggle Swift files; a link named .swift would be read as code.
                var target = stat()
                if name.hasSuffix(".swift") || (fstatat(folder, name, &target, 0) == 0 && target.st_mode & S_IFMT == S_IFDIR) {
                    throw GraderError.usage(linkRefusal(path))
                }
            default:
                guard name.hasSuffix(".swift"), let text = try read(name, in: folder, relative: path) else { continue }
                found.append((path, text))
            }
        }
    }

    /// Reads `name` in `folder` if it is a regular file, never following a link.
    private static func read(_ name: String, in folder: Int32, relative: String) throws -> String? {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw GraderError.usage(linkRefusal(relative)) }
            return nil
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw GraderError.usage("\(relative) is not a regular file; quest grades only regular files inside the workspace")
        }
        guard status.st_size <= largestFile else {
            throw GraderError.usage("\(relative) is larger than \(largestFile >> 20) MiB; quest does not grade it")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw GraderError.filesystem("cannot read \(relative): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            bytes += buffer[..<count]
            guard bytes.count <= largestFile else {
                throw GraderError.usage("\(relative) is larger than \(largestFile >> 20) MiB; quest does not grade it")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isLink(_ relative: String, in directory: String) -> Bool {
        var status = stat()
        return lstat(LearnerFiles.join(directory, relative), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}

#if canImport(Glibc)
import Glibc
#endif
public import Foundation

/// The files of quest's build cache (`.quest-cache/`: the site's records, the lessons' git dates): each is written to a
/// temporary name in its folder and renamed over the old one, so that a reader, or a build killed midway, finds the
/// old file or the new one, never part of one.
public enum CacheFile {
    /// Replaces the file at `path` with `data`, making its folder as needed. A cache file that cannot be written is
    /// left as it was: the next build then does the work again.
    public static func replace(_ path: String, with data: Data) {
        let temporary = path + ".\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try FileOutput.write(data, to: temporary)
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            unlink(temporary)
        }
    }
}

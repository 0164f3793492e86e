public import Foundation

/// The collection of a package written earlier (the previous build's `course.apkg`): its bytes, which a rebuild copies
/// the unchanged decks' rows from, and its deflate stream as stored, which the new package copies unchanged blocks
/// from (`DeflateBlocks`).
public struct PreviousCollection: Sendable {
    /// The collection file's bytes.
    public let bytes: Data
    /// The stored stream, split into its blocks; nil when the package does not record a split of this layout (an
    /// older quest's, or another zlib's): its bytes are still copied from, its stream is not.
    let blocks: DeflateBlocks.Previous?
    /// The kept image `bytes` were read from, when they were (`KeptCollection`): SQLite patches a private mapping of
    /// it instead of a copy.
    let kept: KeptImage?

    /// Reads the collection of the package at `path`: from `kept` when it holds this package's collection (then the
    /// package's stream alone is read, not inflated), otherwise by inflating it.
    public init(packageAt path: String, kept: KeptCollection? = nil) throws {
        if let kept, let stored = try? ZipArchive.stored(AnkiPackageWriter.collectionName, from: path),
           let image = kept.image(matching: stored.comment),
           let blocks = DeflateBlocks.Previous(input: image.bytes, stream: stored.bytes, comment: stored.comment) {
            bytes = image.bytes
            self.blocks = blocks
            self.kept = image
            return
        }
        let (collection, stored) = try ZipArchive.readWithStored(AnkiPackageWriter.collectionName, from: path)
        bytes = collection
        self.kept = nil
        blocks = stored.flatMap { DeflateBlocks.Previous(input: collection, stream: $0.bytes, comment: $0.comment) }
    }
}

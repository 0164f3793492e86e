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

    /// Reads the collection of the package at `path`.
    public init(packageAt path: String) throws {
        let (collection, stored) = try ZipArchive.readWithStored(AnkiPackageWriter.collectionName, from: path)
        bytes = collection
        blocks = stored.flatMap { DeflateBlocks.Previous(input: collection, stream: $0.bytes, comment: $0.comment) }
    }
}

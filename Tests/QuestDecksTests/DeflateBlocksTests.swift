import Foundation
import Testing
@testable import QuestDecks

@Suite("A package entry deflated in blocks, unchanged blocks copied from the previous package")
struct DeflateBlocksTests {
    /// `count` bytes that compress like a collection's: runs of text with numbers, never one repeated pattern.
    private static func input(_ count: Int, seed: UInt64 = 7) -> Data {
        var state = seed
        var data = Data(capacity: count + 64)
        while data.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            data.append(contentsOf: Array("note \(state >> 40) <b>toolbar</b> item; ".utf8))
        }
        return data.prefix(count)
    }

    private static func blocks(_ data: Data, previous: DeflateBlocks.Previous? = nil) throws -> DeflateBlocks {
        try data.withUnsafeBytes { try DeflateBlocks(compressing: $0, previous: previous) }
    }

    private static func previous(_ data: Data) throws -> DeflateBlocks.Previous {
        let made = try blocks(data)
        return try #require(DeflateBlocks.Previous(input: data, stream: made.stream, comment: made.comment))
    }

    /// The entry's bytes as libzip reads them back from a package (which checks the CRC).
    private static func roundTrip(_ blocks: DeflateBlocks) throws -> Data {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/entry.zip"
        try ZipArchive.archive([("entry", .deflated(blocks))], modified: Date(timeIntervalSince1970: 1_767_225_600))
            .write(to: URL(fileURLWithPath: path))
        #expect(try ZipArchive.stored("entry", from: path).comment == blocks.comment)
        return try ZipArchive.read("entry", from: path)
    }

    @Test("the stream is a zip entry that inflates to the input, at every size around a block's", arguments: [
        0, 1, 32_767, 65_535, 65_536, 65_537, 300_000,
    ])
    func roundTrip(size: Int) throws {
        let data = Self.input(size)
        let made = try Self.blocks(data)
        #expect(made.lengths.count == DeflateBlocks.blockCount(of: size))
        #expect(made.stream.count < max(64, size / 2))
        #expect(try Self.roundTrip(made) == data)
    }

    @Test("a change copies every block whose input and window are unchanged, and gives the bytes of a fresh compression")
    func copiesUnchangedBlocks() throws {
        let old = Self.input(458_752)  // 7 blocks
        let previous = try Self.previous(old)
        // One byte in block 3, outside block 4's window: only block 3 is compressed again.
        var edited = old
        edited[200_000] = UInt8(ascii: "#")
        let once = try Self.blocks(edited, previous: previous)
        #expect(once.copied == 6)
        let fresh = try Self.blocks(edited)
        #expect(once.stream == fresh.stream && once.lengths == fresh.lengths && once.crc == fresh.crc && once.comment == fresh.comment)
        #expect(try Self.roundTrip(once) == edited)
        // One byte in the last 32 KiB of block 3, which primes block 4: both are compressed again.
        edited[250_000] = UInt8(ascii: "#")
        let twice = try Self.blocks(edited, previous: previous)
        #expect(twice.copied == 5)
        #expect(twice.stream == (try Self.blocks(edited)).stream)
    }

    @Test("a longer or shorter input copies the full blocks it shares, never a last block in another role")
    func grownAndShrunk() throws {
        let old = Self.input(200_000)  // 4 blocks, the last partial
        let previous = try Self.previous(old)
        let grown = old + Self.input(100_000, seed: 9)
        let longer = try Self.blocks(grown, previous: previous)
        #expect(longer.copied == 3)
        #expect(longer.stream == (try Self.blocks(grown)).stream)
        #expect(try Self.roundTrip(longer) == grown)
        let shrunk = old.prefix(140_000)
        let shorter = try Self.blocks(Data(shrunk), previous: previous)
        #expect(shorter.copied == 2)
        #expect(shorter.stream == (try Self.blocks(Data(shrunk))).stream)
    }

    @Test("an empty input after an empty previous one is one finished block, copied")
    func emptyAfterEmpty() throws {
        let previous = try Self.previous(Data())
        let again = try Self.blocks(Data(), previous: previous)
        let fresh = try Self.blocks(Data())
        #expect(again.copied == 1 && again.stream == fresh.stream)
        #expect(try Self.roundTrip(again).isEmpty)
    }

    @Test("a previous entry of another layout, or whose split does not add up or is cut wrongly, gives nothing to copy")
    func untrustedPrevious() throws {
        let old = Self.input(300_000)
        let made = try Self.blocks(old)
        #expect(DeflateBlocks.Previous(input: old, stream: made.stream, comment: "") == nil)
        let otherLayout = made.comment.replacingOccurrences(of: "level 1", with: "level 6")
        #expect(DeflateBlocks.Previous(input: old, stream: made.stream, comment: otherLayout) == nil)
        let short = made.comment + " 12/00000000"
        #expect(DeflateBlocks.Previous(input: old, stream: made.stream, comment: short) == nil)
        // The same lengths in another order add up, but cut the stream where no block ends: none is copied.
        var lengths = made.lengths
        lengths.swapAt(0, 1)
        #expect(lengths != made.lengths)
        let swapped = DeflateBlocks.comment(lengths: lengths, crcs: made.crcs)
        let previous = try #require(DeflateBlocks.Previous(input: old, stream: made.stream, comment: swapped))
        let again = try Self.blocks(old, previous: previous)
        #expect(again.copied <= 3)
        #expect(again.stream == made.stream)
        #expect(try Self.roundTrip(again) == old)
    }
}

import CZlib
import Dispatch
import Foundation
import Synchronization

/// A package entry's bytes as one raw deflate stream made of blocks compressed one by one (pigz's layout, with
/// Debian's zlib): each 64 KiB of input is deflated on its own, primed with the 32 KiB before it, and ends on a byte
/// boundary (a sync flush; the last one finishes the stream). The only file that calls `zlib`.
///
/// A block's compressed bytes depend only on its input and the 32 KiB before it, so blocks compress on all cores, and
/// a block whose input is, at the same place, what the previous package's was is copied from that package instead of
/// compressed again: a one-lesson rebuild changes a few percent of a course collection's blocks (173 of its 5,182
/// pages at 2,000 lessons, measured), and compressing all of it was a fifth of the rebuild. The result is a function
/// of the input alone, whatever was copied, so a rebuild gives the bytes a clean build gives. How the stream splits
/// into blocks travels in the entry's comment (`comment`), which is all a later build needs to copy from it.
struct DeflateBlocks: Sendable {
    static let blockSize = 65_536
    /// How far back deflate may look: each block is primed with this much of the input before it.
    static let window = 32_768
    /// The level every package uses: most of deflate's gain for a fraction of the default level's time.
    static let level: Int32 = 1

    /// What `comment` starts with: names the layout, the zlib that made it and its settings, so that blocks made any
    /// other way are never copied.
    static let layout = "quest deflate blocks 2 zlib \(String(cString: zlibVersion())) level \(level) block \(blockSize)"

    /// The raw deflate stream.
    var stream: Data
    /// Each block's length in `stream`, in order.
    var lengths: [Int]
    /// Each block's input's CRC-32, in order: a copied block's is the previous one's, so only the blocks compressed
    /// again are read for their CRC (reading all of a 21 MB collection was 3% of a one-lesson rebuild, measured).
    var crcs: [UInt32]
    /// The input's size and CRC-32.
    var size: Int
    var crc: UInt32
    /// How many blocks were copied from the previous stream rather than compressed.
    var copied = 0

    /// The entry comment that records the split: `layout`, a colon, then each block's length and its input's CRC-32
    /// (8 hexadecimal digits) after a slash.
    var comment: String { Self.comment(lengths: lengths, crcs: crcs) }

    static func comment(lengths: [Int], crcs: [UInt32]) -> String {
        layout + ":" + zip(lengths, crcs).map { length, crc in
            let hex = String(crc, radix: 16)
            return " \(length)/" + String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// A stream made earlier (the previous package's entry), with the input it was made from.
    struct Previous: Sendable {
        var input: Data
        var stream: Data
        var lengths: [Int]
        var crcs: [UInt32]

        /// The previous entry, when its comment records a split of this layout that adds up to its stream; nil
        /// otherwise (an older package, another zlib): nothing is copied then.
        init?(input: Data, stream: Data, comment: String) {
            let prefix = DeflateBlocks.layout + ":"
            guard comment.hasPrefix(prefix) else { return nil }
            var lengths: [Int] = []
            var crcs: [UInt32] = []
            for field in comment.dropFirst(prefix.count).split(separator: " ") {
                let parts = field.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 2, let length = Int(parts[0]), length > 0, parts[1].count == 8,
                      let crc = UInt32(parts[1], radix: 16) else { return nil }
                lengths.append(length)
                crcs.append(crc)
            }
            guard lengths.reduce(0, +) == stream.count,
                  lengths.count == DeflateBlocks.blockCount(of: input.count) else { return nil }
            self.input = input
            self.stream = stream
            self.lengths = lengths
            self.crcs = crcs
        }
    }

    /// Whether `range` of `stream` ends with the empty stored block a sync flush writes (`00 00 FF FF`).
    private static func endsWithSyncFlush(_ stream: Data, _ range: Range<Int>) -> Bool {
        range.count >= 4 && stream[stream.startIndex + range.upperBound - 4..<stream.startIndex + range.upperBound].elementsEqual([0, 0, 0xFF, 0xFF])
    }

    static func blockCount(of size: Int) -> Int { max(1, (size + blockSize - 1) / blockSize) }

    /// Compresses `input`, copying each block whose primed input is byte for byte the previous one's.
    init(compressing input: UnsafeRawBufferPointer, previous: Previous? = nil) throws {
        let count = Self.blockCount(of: input.count)
        size = input.count
        var reusable = [(range: Range<Int>, crc: UInt32)?](repeating: nil, count: count)
        if let previous {
            var offset = 0
            let previousCount = previous.lengths.count
            for (index, length) in previous.lengths.enumerated() {
                defer { offset += length }
                guard index < count else { break }
                // The last block finishes the stream and any other flushes: a block is copied only in the same role.
                guard (index == count - 1) == (index == previousCount - 1) else { continue }
                let primed = Self.primedRange(index, size: input.count)
                guard primed.upperBound <= previous.input.count,
                      index < count - 1 || input.count == previous.input.count else { continue }
                let same = primed.isEmpty || previous.input.withUnsafeBytes { old in
                    memcmp(old.baseAddress! + primed.lowerBound, input.baseAddress! + primed.lowerBound, primed.count) == 0
                }
                // Every block but the last ends the way a sync flush does, so a block is copied only when it starts
                // after one and (unless last) ends with one: a split recorded wrongly (lengths swapped, say) cuts
                // blocks elsewhere, and those are compressed again.
                let block = offset..<(offset + length)
                let starts = offset == 0 || Self.endsWithSyncFlush(previous.stream, 0..<offset)
                let ends = index == count - 1 || Self.endsWithSyncFlush(previous.stream, block)
                if same, starts, ends { reusable[index] = (block, previous.crcs[index]) }
            }
        }
        // Each block's bytes and CRC, made on all cores.
        let blocks = Mutex<[(bytes: Data, crc: UInt32)?]>(Array(repeating: nil, count: count))
        let failure = Mutex<(any Error)?>(nil)
        let previousStream = previous?.stream
        let copies = reusable
        // The caller's buffer, read (never written) by every block while this initializer waits for them all.
        nonisolated(unsafe) let input = input
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let range = Self.blockRange(index, size: input.count)
            do {
                let bytes: Data
                let crc: UInt32
                if let copy = copies[index], let previousStream {
                    // The same input as the previous block's (compared above), so the same CRC.
                    bytes = previousStream.subdata(in: copy.range)
                    crc = copy.crc
                } else {
                    bytes = try Self.deflate(input, block: index, last: index == count - 1)
                    crc = UInt32(CZlib.crc32(0, input.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + range.lowerBound }, uInt(range.count)))
                }
                blocks.withLock { $0[index] = (bytes, crc) }
            } catch {
                failure.withLock { $0 = error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let made = blocks.withLock { $0 }.map { $0! }
        var stream = Data(capacity: made.reduce(0) { $0 + $1.bytes.count })
        var crc = UInt32(CZlib.crc32(0, nil, 0))
        for (index, block) in made.enumerated() {
            stream.append(block.bytes)
            crc = UInt32(crc32_combine(uLong(crc), uLong(block.crc), off_t(Self.blockRange(index, size: input.count).count)))
        }
        self.stream = stream
        self.crc = crc
        lengths = made.map(\.bytes.count)
        crcs = made.map(\.crc)
        copied = reusable.compactMap { $0 }.count
    }

    private static func blockRange(_ index: Int, size: Int) -> Range<Int> {
        (index * blockSize)..<min(size, (index + 1) * blockSize)
    }

    /// The input a block's bytes depend on: its own and the window before it.
    private static func primedRange(_ index: Int, size: Int) -> Range<Int> {
        let block = blockRange(index, size: size)
        return max(0, block.lowerBound - window)..<block.upperBound
    }

    /// One block, deflated on its own after the window before it.
    private static func deflate(_ input: UnsafeRawBufferPointer, block index: Int, last: Bool) throws -> Data {
        let range = blockRange(index, size: input.count)
        let primed = primedRange(index, size: input.count)
        var stream = z_stream()
        guard deflateInit2_(
            &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)
        ) == Z_OK else { throw ZipError(message: "zlib: cannot start deflating") }
        defer { deflateEnd(&stream) }
        let base = input.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self)) }
        if primed.lowerBound < range.lowerBound, let base {
            guard deflateSetDictionary(&stream, base + primed.lowerBound, uInt(range.lowerBound - primed.lowerBound)) == Z_OK
            else { throw ZipError(message: "zlib: cannot prime a block") }
        }
        // The bound, plus the sync flush's empty stored block and room to spare: one call always fits. Deflated into
        // a scratch buffer and copied out at its size: a zeroed buffer of the bound per block, kept until the stream
        // was assembled, was fresh memory for every block, and its page faults cost more than deflating the changed
        // blocks of a one-lesson rebuild (measured with perf).
        let capacity = Int(deflateBound(&stream, uLong(range.count))) + 64
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { scratch.deallocate() }
        stream.next_in = base.map { $0 + range.lowerBound }
        stream.avail_in = uInt(range.count)
        stream.next_out = scratch.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(capacity)
        let status = CZlib.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        guard last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0) else {
            throw ZipError(message: "zlib: a block did not fit its bound")
        }
        return Data(UnsafeRawBufferPointer(rebasing: scratch[..<(capacity - Int(stream.avail_out))]))
    }
}

import Testing
@testable import QuestChecks

@Suite("A check's random values")
struct CheckRandomTests {
    @Test("a seed and a stream give the same values every time; another seed or stream gives others")
    func repeats() {
        func draws(_ seed: UInt64, _ stream: String) -> [UInt64] {
            var random = CheckRandom(seed: seed, stream: stream)
            return (0..<8).map { _ in random.next() }
        }
        #expect(draws(42, "router") == draws(42, "router"))
        #expect(draws(42, "router") != draws(43, "router"))
        #expect(draws(42, "router") != draws(42, "search-filter"))
    }

    @Test("SplitMix64's known values for seed 0, so a seed means the same on every toolchain")
    func splitMix() {
        var random = CheckRandom(seed: 0 ^ 0xCBF2_9CE4_8422_2325)  // the empty stream's hash cancels out
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("numbers stay in their range and reach both ends", arguments: [0...0, 1...6, -3...3, Int.min...Int.max])
    func ranges(range: ClosedRange<Int>) {
        var random = CheckRandom(seed: 9)
        let values = (0..<2_000).map { _ in random.int(in: range) }
        #expect(values.allSatisfy(range.contains))
        if range.lowerBound > -10 && range.upperBound < 10 { #expect(Set(values) == Set(range)) }
    }

    @Test("picks an element, nil from nothing; words are lowercase letters of the asked length")
    func picksAndWords() {
        var random = CheckRandom(seed: 3)
        #expect(random.pick(from: [String]()) == nil)
        let picks = Set((0..<200).compactMap { _ in random.pick(from: ["Lisbon", "Kyoto", "Oslo"]) })
        #expect(picks == ["Lisbon", "Kyoto", "Oslo"])
        for _ in 0..<50 {
            let word = random.word(length: 3...5)
            #expect((3...5).contains(word.count) && word.allSatisfy { $0.isLowercase && $0.isASCII }, "\(word)")
        }
    }

    @MainActor @Test("each check of a run draws from its own stream of the recorder's seed")
    func contextStreams() {
        let recorder = CheckRecorder(seed: 77)
        let router = CheckContext(name: "router", recorder: recorder)
        let again = CheckContext(name: "router", recorder: recorder)
        let search = CheckContext(name: "search-filter", recorder: recorder)
        #expect(router.random.seed == 77)
        #expect(router.random.int(in: 1...1_000_000) == again.random.int(in: 1...1_000_000))
        var expected = CheckRandom(seed: 77, stream: "search-filter")
        #expect(search.random.int(in: 1...1_000_000) == expected.int(in: 1...1_000_000))
    }
}

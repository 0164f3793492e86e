/// The Porter stemming algorithm (M. F. Porter, "An algorithm for suffix stripping", 1980), as the paper defines it.
///
/// Input is one lowercase word. Words that are not plain ASCII letters, or that have at most two letters, come back
/// unchanged. `placements` and `placement` both become `placement`; `describes` and `describe` become `describ`.
public struct PorterStemmer: Sendable {
    public init() {}

    /// The stem of `word`.
    public func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count > 2, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        var state = State(b: bytes)
        state.step1ab()
        if state.k > 0 {
            state.step1c()
            state.step2()
            state.step3()
            state.step4()
            state.step5()
        }
        return String(decoding: state.b[0...state.k], as: UTF8.self)
    }

    /// The algorithm's working state: the word in `b[0...k]`, and `j`, the end of the stem when a suffix matched.
    private struct State {
        var b: [UInt8]
        var k: Int
        var j = 0

        init(b: [UInt8]) {
            self.b = b
            self.k = b.count - 1
        }

        /// True when `b[i]` is a consonant: not a vowel, and not a `y` that follows a consonant.
        func isConsonant(_ i: Int) -> Bool {
            switch b[i] {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): false
            case UInt8(ascii: "y"): i == 0 ? true : !isConsonant(i - 1)
            default: true
            }
        }

        /// The number of vowel-consonant sequences in `b[0...j]` (the paper's m).
        func measure() -> Int {
            var n = 0
            var i = 0
            while true {
                if i > j { return n }
                if !isConsonant(i) { break }
                i += 1
            }
            i += 1
            while true {
                while true {
                    if i > j { return n }
                    if isConsonant(i) { break }
                    i += 1
                }
                i += 1
                n += 1
                while true {
                    if i > j { return n }
                    if !isConsonant(i) { break }
                    i += 1
                }
                i += 1
            }
        }

        func stemHasVowel() -> Bool {
            guard j >= 0 else { return false }
            return (0...j).contains { !isConsonant($0) }
        }

        func endsWithDoubleConsonant(_ i: Int) -> Bool {
            i >= 1 && b[i] == b[i - 1] && isConsonant(i)
        }

        /// Consonant-vowel-consonant ending at `i`, where the last consonant is not w, x or y (`hop`, not `snow`).
        func endsConsonantVowelConsonant(_ i: Int) -> Bool {
            guard i >= 2, isConsonant(i), !isConsonant(i - 1), isConsonant(i - 2) else { return false }
            let last = b[i]
            return last != UInt8(ascii: "w") && last != UInt8(ascii: "x") && last != UInt8(ascii: "y")
        }

        mutating func ends(_ suffix: String) -> Bool {
            let s = Array(suffix.utf8)
            guard s.count <= k + 1 else { return false }
            guard b[(k - s.count + 1)...k].elementsEqual(s) else { return false }
            j = k - s.count
            return true
        }

        mutating func setTo(_ replacement: String) {
            let r = Array(replacement.utf8)
            b.replaceSubrange((j + 1)..<(k + 1), with: r)
            k = j + r.count
        }

        mutating func replaceIfMeasured(_ replacement: String) {
            if measure() > 0 { setTo(replacement) }
        }

        /// Plurals and -ed or -ing.
        mutating func step1ab() {
            if b[k] == UInt8(ascii: "s") {
                if ends("sses") {
                    k -= 2
                } else if ends("ies") {
                    setTo("i")
                } else if k >= 1, b[k - 1] != UInt8(ascii: "s") {
                    k -= 1
                }
            }
            if ends("eed") {
                if measure() > 0 { k -= 1 }
            } else if (ends("ed") || ends("ing")) && stemHasVowel() {
                k = j
                if ends("at") {
                    setTo("ate")
                } else if ends("bl") {
                    setTo("ble")
                } else if ends("iz") {
                    setTo("ize")
                } else if endsWithDoubleConsonant(k) {
                    let last = b[k]
                    if last != UInt8(ascii: "l") && last != UInt8(ascii: "s") && last != UInt8(ascii: "z") { k -= 1 }
                } else {
                    j = k
                    if measure() == 1 && endsConsonantVowelConsonant(k) { setTo("e") }
                }
            }
        }

        /// A terminal y becomes i when the stem has another vowel.
        mutating func step1c() {
            if ends("y") && stemHasVowel() { b[k] = UInt8(ascii: "i") }
        }

        /// Double suffixes to single ones: -ization to -ize, -ational to -ate, …
        mutating func step2() {
            guard k >= 1 else { return }
            let rules: [(String, String)]
            switch b[k - 1] {
            case UInt8(ascii: "a"): rules = [("ational", "ate"), ("tional", "tion")]
            case UInt8(ascii: "c"): rules = [("enci", "ence"), ("anci", "ance")]
            case UInt8(ascii: "e"): rules = [("izer", "ize")]
            case UInt8(ascii: "l"): rules = [("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")]
            case UInt8(ascii: "o"): rules = [("ization", "ize"), ("ation", "ate"), ("ator", "ate")]
            case UInt8(ascii: "s"): rules = [("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")]
            case UInt8(ascii: "t"): rules = [("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")]
            case UInt8(ascii: "g"): rules = [("logi", "log")]
            default: return
            }
            applyFirstMatch(rules)
        }

        /// -ic-, -full, -ness and similar.
        mutating func step3() {
            let rules: [(String, String)]
            switch b[k] {
            case UInt8(ascii: "e"): rules = [("icate", "ic"), ("ative", ""), ("alize", "al")]
            case UInt8(ascii: "i"): rules = [("iciti", "ic")]
            case UInt8(ascii: "l"): rules = [("ical", "ic"), ("ful", "")]
            case UInt8(ascii: "s"): rules = [("ness", "")]
            default: return
            }
            applyFirstMatch(rules)
        }

        mutating func applyFirstMatch(_ rules: [(String, String)]) {
            for (suffix, replacement) in rules where ends(suffix) {
                replaceIfMeasured(replacement)
                return
            }
        }

        /// -ant, -ence and the like, in a stem of measure above 1.
        mutating func step4() {
            guard k >= 1 else { return }
            let suffixes: [String]
            switch b[k - 1] {
            case UInt8(ascii: "a"): suffixes = ["al"]
            case UInt8(ascii: "c"): suffixes = ["ance", "ence"]
            case UInt8(ascii: "e"): suffixes = ["er"]
            case UInt8(ascii: "i"): suffixes = ["ic"]
            case UInt8(ascii: "l"): suffixes = ["able", "ible"]
            case UInt8(ascii: "n"): suffixes = ["ant", "ement", "ment", "ent"]
            case UInt8(ascii: "o"):
                if ends("ion"), j >= 0, b[j] == UInt8(ascii: "s") || b[j] == UInt8(ascii: "t") {
                    if measure() > 1 { k = j }
                    return
                }
                suffixes = ["ou"]
            case UInt8(ascii: "s"): suffixes = ["ism"]
            case UInt8(ascii: "t"): suffixes = ["ate", "iti"]
            case UInt8(ascii: "u"): suffixes = ["ous"]
            case UInt8(ascii: "v"): suffixes = ["ive"]
            case UInt8(ascii: "z"): suffixes = ["ize"]
            default: return
            }
            for suffix in suffixes where ends(suffix) {
                if measure() > 1 { k = j }
                return
            }
        }

        /// A final -e, and -ll to -l, in long enough stems.
        mutating func step5() {
            j = k
            if b[k] == UInt8(ascii: "e") {
                let m = measure()
                if m > 1 || (m == 1 && !endsConsonantVowelConsonant(k - 1)) { k -= 1 }
            }
            if b[k] == UInt8(ascii: "l") && endsWithDoubleConsonant(k) {
                j = k
                if measure() > 1 { k -= 1 }
            }
        }
    }
}

import Foundation

/// Chooses what the search check types, from the learner's own rows, and what each query must show.
public enum SearchQueryPlanner {
    /// A substring of one of `rows`, in mixed case, that shows the filter at work: taken from inside a word (so a
    /// `hasPrefix` filter is caught), matching some rows but not all, and with a keystroke that matches several rows
    /// out of sorted order (so a filter that re-sorts its results is caught too).
    ///
    /// Which substring, and which of its letters change case, is drawn from `random` among the pieces that show all
    /// of what the best piece shows, so that every seed tests the same mistakes and no fixed query can be memorised.
    public static func narrowingQuery(for rows: [String], random: inout CheckRandom) -> String? {
        var best: [String] = []
        var bestScore = Int.min
        for row in rows {
            for word in row.split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
                let letters = Array(word)
                for start in (letters.count >= 4 ? 1...(letters.count - 3) : 0...0) {
                    for length in 3...4 where start + length <= letters.count {
                        let piece = String(letters[start..<start + length])
                        guard flippedCase(piece) != piece else { continue }
                        let score = self.score(piece, start: start, rows: rows)
                        if score > bestScore { (best, bestScore) = ([], score) }
                        if score == bestScore && !best.contains(where: { $0.lowercased() == piece.lowercased() }) {
                            best.append(piece)
                        }
                    }
                }
            }
        }
        guard let piece = random.pick(from: best) else { return nil }
        return mixedCase(piece, random: &random)
    }

    /// What a query shows of a filter, case aside (a filter must ignore case, so the case is chosen afterwards).
    private static func score(_ query: String, start: Int, rows: [String]) -> Int {
        let matchesAfterEach = keystrokes(query).map { prefix in rows.filter { matchesStrictly($0, prefix) } }
        let final = matchesAfterEach.last ?? []
        var score = 0
        if final.count < rows.count { score += 100 }
        if query.unicodeScalars.allSatisfy(\.isASCII) { score += 50 }
        if matchesAfterEach.contains(where: { $0.count >= 2 && $0 != $0.sorted() }) { score += 30 }
        if start > 0 { score += 20 }
        if (matchesAfterEach.first?.count ?? 0) >= 2 { score += 10 }
        return score
    }

    /// `piece` with some of its cased letters in the other case and some not (`eYkJ`), drawn from `random`; with a
    /// single cased letter, that letter flipped. Mixed case catches a filter that only tries the query lowercased
    /// and uppercased.
    static func mixedCase(_ piece: String, random: inout CheckRandom, flippingAccented: Bool) -> String {
        let mixed = Array(mixedCase(piece, random: &random))
        // A letter whose other case is two (ß, SS) shifts the rest: then the mixed spelling stands as it is.
        guard flippingAccented, mixed.count == piece.count else { return String(mixed) }
        return String(zip(Array(piece), mixed).map { original, chosen -> String in
            let flipped = flippedCase(String(original))
            return !original.isASCII && flipped != String(original) ? flipped : String(chosen)
        }.joined())
    }

    static func mixedCase(_ piece: String, random: inout CheckRandom) -> String {
        let letters = Array(piece)
        let cased = letters.indices.filter { flippedCase(String(letters[$0])) != String(letters[$0]) }
        var flipped = Set(cased)
        if cased.count >= 2 {
            repeat {
                flipped = Set(cased.filter { _ in random.int(in: 0...1) == 1 })
            } while flipped.isEmpty || flipped.count == cased.count
        }
        return letters.indices.map { flipped.contains($0) ? flippedCase(String(letters[$0])) : String(letters[$0]) }.joined()
    }

    /// A query no row contains, even ignoring case and accents: a random word (`Qudomt`), longer until none does.
    public static func noMatchQuery(for rows: [String], random: inout CheckRandom) -> String {
        let word = random.word(length: 5...7)
        var query = word.prefix(1).uppercased() + word.dropFirst()
        while rows.contains(where: { matchesLoosely($0, query) }) { query += random.word(length: 1...1) }
        return query
    }

    /// A row with an accented letter and its unaccented spelling to type (`Málaga`, `mala`), if any row has one.
    public static func accentProbe(for rows: [String]) -> (row: String, query: String)? {
        for row in rows {
            for word in row.split(whereSeparator: { !$0.isLetter }) {
                let plain = word.folding(options: .diacriticInsensitive, locale: nil)
                guard plain != String(word), plain.count == word.count else { continue }
                let letters = Array(word)
                guard let accent = letters.firstIndex(where: { String($0).folding(options: .diacriticInsensitive, locale: nil) != String($0) })
                else { continue }
                let start = max(0, min(accent - 1, letters.count - 4))
                let query = String(Array(plain.lowercased())[start..<min(letters.count, start + 4)])
                return (row, query)
            }
        }
        return nil
    }

    /// Every prefix of `query`: what the field holds after each keystroke.
    public static func keystrokes(_ query: String) -> [String] {
        query.indices.map { String(query[...$0]) }
    }

    /// True when `row` contains `query` ignoring case: what every correct filter must find.
    public static func matchesStrictly(_ row: String, _ query: String) -> Bool {
        row.range(of: query, options: .caseInsensitive) != nil
    }

    /// True when `row` contains `query` ignoring case, accents and width: what a filter may also find
    /// (`localizedStandardContains` does).
    public static func matchesLoosely(_ row: String, _ query: String) -> Bool {
        row.range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
    }

    /// Nil when `shown` is what a correct filter of `all` by `query` may show, else what is wrong with it.
    ///
    /// Correct means: rows in their original order; every row whose title (its first text, `titles[i]`) contains the
    /// query ignoring case; and no row whose whole text does not contain it even ignoring accents. A filter may thus
    /// search the name alone or every field shown, and may or may not ignore accents.
    public static func problem(shown: [String], all: [String], titles: [String]? = nil, query: String) -> String? {
        let titles = titles ?? all
        var matchedIndices: [Int] = []
        var next = 0
        for row in shown {
            guard let index = all[next...].firstIndex(of: row) else {
                return all.contains(row) ? "the rows are out of their original order" : "\"\(row)\" is not one of the rows"
            }
            matchedIndices.append(index)
            next = index + 1
        }
        if let extra = shown.first(where: { !matchesLoosely($0, query) }) {
            return "\"\(extra)\" does not contain \"\(query)\""
        }
        let missing = all.indices.filter { $0 < titles.count && matchesStrictly(titles[$0], query) && !matchedIndices.contains($0) }
        if let first = missing.first {
            return "\"\(all[first])\" contains \"\(query)\" (ignoring case) but is not shown"
        }
        return nil
    }

    /// The rows a correct filter must show for `query`: those whose title contains it, ignoring case.
    public static func required(all: [String], titles: [String]? = nil, query: String) -> [String] {
        let titles = titles ?? all
        return all.indices.filter { $0 < titles.count && matchesStrictly(titles[$0], query) }.map { all[$0] }
    }

    /// `Lisbon` → `lISBON`: every cased letter in the other case.
    static func flippedCase(_ text: String) -> String {
        String(text.map { character -> String in
            character.isLowercase ? character.uppercased() : character.lowercased()
        }.joined())
    }
}

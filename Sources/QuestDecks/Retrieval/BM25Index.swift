import Foundation

/// Okapi BM25 over a fixed list of documents, each already reduced to terms.
///
/// Scores are plain doubles; callers break ties by document order so that equal scores never depend on hashing.
struct BM25Index {
    /// Term-frequency saturation and length normalisation, the usual values.
    var k1 = 1.2
    var b = 0.75

    private let documents: [[String: Int]]
    private let lengths: [Int]
    private let averageLength: Double
    private let documentFrequency: [String: Int]

    init(documents terms: [[String]]) {
        var documents: [[String: Int]] = []
        var documentFrequency: [String: Int] = [:]
        for termList in terms {
            var counts: [String: Int] = [:]
            for term in termList { counts[term, default: 0] += 1 }
            for term in counts.keys { documentFrequency[term, default: 0] += 1 }
            documents.append(counts)
        }
        self.documents = documents
        self.lengths = terms.map(\.count)
        self.averageLength = terms.isEmpty ? 0 : Double(terms.map(\.count).reduce(0, +)) / Double(terms.count)
        self.documentFrequency = documentFrequency
    }

    /// Inverse document frequency, never negative (the `+ 1` inside the logarithm).
    func inverseDocumentFrequency(_ term: String) -> Double {
        let n = Double(documentFrequency[term] ?? 0)
        let total = Double(documents.count)
        return log((total - n + 0.5) / (n + 0.5) + 1)
    }

    /// The BM25 score of document `index` for the distinct `query` terms, summed in sorted term order (so that
    /// floating-point rounding never depends on hashing).
    func score(_ index: Int, query: [String]) -> Double {
        let counts = documents[index]
        let length = Double(lengths[index])
        var total = 0.0
        for term in query {
            guard let frequency = counts[term] else { continue }
            let tf = Double(frequency)
            let normalised = tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / max(averageLength, 1)))
            total += inverseDocumentFrequency(term) * normalised
        }
        return total
    }
}

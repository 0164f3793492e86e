/// The shortest edit script between two lists of lines (Myers' O(ND) algorithm): which lines are kept, which deleted
/// from the old text and which inserted from the new. Deterministic: among equally short scripts it deletes before it
/// inserts.
public enum LineDiff {
    /// One line of the script, with its index in the old or new lines (0-based).
    public enum Edit: Hashable, Sendable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The script that turns `old` into `new`, in reading order.
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        let max = n + m
        guard max > 0 else { return [] }
        // frontier[k + offset] is the furthest x on diagonal k (k = x - y); one copy per step d, for the way back.
        let offset = max + 1
        var frontier = [Int](repeating: 0, count: 2 * max + 3)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset])
                var x = down ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[k + offset] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back from (n, m), one step d at a time, emitting the snake and the edit that led to it.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let down = k == -d || (k != d && previous[k - 1 + offset] < previous[k + 1 + offset])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX && y > previousY && x > 0 && y > 0 {
                x -= 1
                y -= 1
                edits.append(.keep(old: x, new: y))
            }
            guard d > 0 else { break }
            if down {
                y -= 1
                edits.append(.insert(new: y))
            } else {
                x -= 1
                edits.append(.delete(old: x))
            }
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            edits.append(.keep(old: x, new: y))
        }
        return edits.reversed()
    }

    /// The indices of the lines of `new` that are not in `old`: what a step adds, marked on the tutorial page.
    public static func insertedLines(from old: [String], to new: [String]) -> Set<Int> {
        var inserted: Set<Int> = []
        for case .insert(let line) in edits(from: old, to: new) { inserted.insert(line) }
        return inserted
    }

    /// A text's lines, without the final newline's empty line.
    public static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

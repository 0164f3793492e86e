/// The summary table printed at the end of `quest validate`: lesson, item, expected, result, time.
public enum ValidationTable {
    /// The rows as aligned columns, a header first; failing rows are marked with ✗ in the first column.
    public static func render(_ rows: [ValidationRow]) -> String {
        let header = ["", "lesson", "item", "expected", "result", "time"]
        let body = rows.map { row in
            [row.holds ? "✓" : row.judged ? "✗" : "–", VisibleText.line(row.lesson), VisibleText.line(row.item), VisibleText.line(row.expected),
             VisibleText.line(row.result), row.item == "lint" ? "" : seconds(row.milliseconds)]
        }
        let table = [header] + body
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // The time column is right-aligned, so that the decimal points line up.
                return column == cells.count - 1 ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n"
    }

    /// `1.2 s`.
    static func seconds(_ milliseconds: Int) -> String {
        "\(milliseconds / 1000).\(milliseconds % 1000 / 100) s"
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

#!/usr/bin/env bash
# Times QuestHTML and QuestMustache on a 500-lesson course (lesson 22 repeated), release build, and prints the ratio of
# Markdown → HTML to one `cmark --smart --safe` process over the same text (the floor for parsing and rendering it).
#   Scripts/bench-html.sh [LESSON.md] [COUNT]      defaults Lessons/lesson22.md, 500
# Builds a throw-away package in $TMPDIR that links this checkout's sources, so it never touches .build/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
lesson="$(cd "$(dirname "${1:-$root/Lessons/lesson22.md}")" && pwd)/$(basename "${1:-lesson22.md}")"
count="${2:-500}"
work="${TMPDIR:-/tmp}/quest-bench-html"
mkdir -p "$work/Sources/BenchHTML"
for target in CCmark QuestCore QuestMustache QuestHTML; do ln -sfn "$root/Sources/$target" "$work/Sources/$target"; done
cat > "$work/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "BenchHTML",
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark"),
        .target(name: "QuestCore", dependencies: ["CCmark"]),
        .target(name: "QuestMustache"),
        .target(name: "QuestHTML", dependencies: ["QuestCore", "QuestMustache"]),
        .executableTarget(name: "BenchHTML", dependencies: ["QuestHTML", "QuestMustache", "QuestCore"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cat > "$work/Sources/BenchHTML/main.swift" <<'EOF'
import Foundation
import QuestCore
import QuestHTML
import QuestMustache

/// Runs `body` three times and keeps the fastest CPU time (the machine is shared), in milliseconds.
func measure(_ label: String, _ body: () -> Int) -> Double {
    func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
    var best = Double.infinity
    var bytes = 0
    for _ in 0..<3 {
        let start = cpu()
        bytes = body()
        best = min(best, (cpu() - start) * 1000)
    }
    print(String(format: "%-50@ %8.1f ms cpu  %9d bytes", label as NSString, best, bytes))
    return best
}

let arguments = CommandLine.arguments
let markdown = try String(contentsOfFile: arguments[1], encoding: .utf8)
let count = Int(arguments[2])!
let cmarkMilliseconds = Double(arguments[3])!
let documents = (0..<count).map { _ in MarkdownParser.parse(markdown, smartPunctuation: true) }

let render = measure("Markdown → HTML, \(count) lessons") {
    documents.reduce(0) { $0 + MarkdownHTMLRenderer.html(for: $1).utf8.count }
}
func code(_ node: MarkdownNode) -> [String] {
    if case .codeBlock(_, let literal) = node.kind { return [literal] }
    return node.children.flatMap(code)
}
let swift = String(repeating: code(documents[0]).joined(separator: "\n"), count: count)
_ = measure("Swift highlighting, \(swift.utf8.count / 1024) KB") { SwiftHighlighter.highlight(swift).utf8.count }

struct Question: Encodable { var number: Int; var text: String; var drafted: Bool; var hint: String? }
struct Page: Encodable { var title: String; var html: String; var questions: [Question]; var nav: [[String: String]] }
let html = MarkdownHTMLRenderer.html(for: documents[0])
let pages = (0..<count).map { index in
    Page(title: "Lesson \(index) <&>", html: html,
         questions: (0..<30).map { Question(number: $0, text: "Why is \($0) > 1?", drafted: $0 % 3 == 0, hint: nil) },
         nav: (0..<20).map { ["href": "../lesson\($0)/", "title": "Lesson \($0)"] })
}
let templates = try TemplateSet(sources: [
    "layout": "<!doctype html>\n<html lang=\"en\">\n<title>{{$title}}quest{{/title}}</title>\n<body>\n  {{>nav}}\n  <main>\n    {{$main}}\n    {{/main}}\n  </main>\n</body>\n</html>\n",
    "nav": "<nav>{{#nav}}<a href=\"{{href}}\">{{title}}</a>{{/nav}}</nav>\n",
    "lesson": "{{<layout}}{{$title}}{{title}}{{/title}}{{$main}}\n<h1>{{title}}</h1>\n{{{html}}}\n<ul>\n{{#questions}}\n  <li id=\"q{{number}}\">{{text}}{{#drafted}} <em>drafted</em>{{/drafted}}</li>\n{{/questions}}\n</ul>\n{{/main}}{{/layout}}\n",
])
var values: [MustacheValue] = []
_ = measure("MustacheValue(encoding:), \(count) view models") {
    values = pages.map { try! MustacheValue(encoding: $0) }
    return 0
}
_ = measure("Mustache pages (layout, partial, loops), \(count)") {
    values.reduce(0) { $0 + templates["lesson"]!.renderUTF8($1, partials: templates).count }
}
print(String(format: "cmark --smart --safe, one process (floor)       %8.1f ms cpu", cmarkMilliseconds))
print(String(format: "ratio Markdown → HTML (render only) / cmark floor  %6.2f", render / cmarkMilliseconds))
EOF
for _ in $(seq "$count"); do cat "$lesson"; done > "$work/course.md"
cmark_ms=$( { /usr/bin/time -f "%U %S" cmark --smart --safe "$work/course.md" >/dev/null; } 2>&1 | awk '{ printf "%.1f", ($1 + $2) * 1000 }')
swift build -c release --package-path "$work" --scratch-path "$work/.build" 2>&1 | grep -E "error|warning:" || true
"$work/.build/release/BenchHTML" "$lesson" "$count" "$cmark_ms"

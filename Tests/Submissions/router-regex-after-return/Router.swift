import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []
    var debugLines: [String] = []

    private static let linkRegex = #/
        ^ /trips/ (?<id> -? \d+ ) (?<log> /log )? $   # e.g. /trips/42/log   [[[[[[[[[[[[[[[[
    /#

    static func bracketRun() -> Regex<Substring> {
        return /\[\[\[\[\[\[\[\[\[\[\[\[\[\[\[/
    }

    func open(_ url: URL) {
        debugLines.append("\(")") [[[[[[[[[[[[[[[[ \(url.path)")
        debugLines.append("\("\\") [[[[[[[[[[[[[[[[")
        guard let match = url.path.wholeMatch(of: Self.linkRegex), let id = Int(match.id) else { return }
        path = match.log == nil ? [.trip(id: id)] : [.trip(id: id), .log(tripID: id)]
        _ = debugLines.map { line in line.contains(Self.bracketRun()) }
    }

    func popToRoot() { path = [] }
}

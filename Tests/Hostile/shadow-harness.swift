// hostile: beside the starter, a type named QuestChecks whose Harness the generated entry file would make
// first: it would read the run's secret and send a passing record for every planned check
// expect: did not compile
// base: starter
// hook: none
// exercise: list-toolbar-search
import Foundation
import SwiftUI

enum QuestChecks {
    /// Takes the secret from the descriptor the real harness would have read, and sends the records it would have.
    final class Harness {
        let secret: String
        let records: Int32

        init(arguments: [String]) {
            let parts = arguments[1].split(separator: ":").compactMap { Int32($0) }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(parts[0], &buffer, buffer.count)
            secret = String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
            records = parts[1]
        }

        func add(_ anything: Any) {}

        func run() async -> Int32 {
            let bodies = [
                #"{"result":{"check":"toolbar-layout","name":"the toolbar has an Add button","status":"pass"},"seq":0}"#,
                #"{"completed":"toolbar-layout","seq":1}"#,
                #"{"result":{"check":"search-filter","name":"the list has a search field","status":"pass"},"seq":2}"#,
                #"{"completed":"search-filter","seq":3}"#,
                #"{"end":true,"seq":4}"#,
            ]
            for body in bodies {
                let line = secret + " " + body + "\n"
                _ = line.withCString { write(records, $0, strlen($0)) }
            }
            return 0
        }
    }
}

import Dispatch
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM for the long-running commands (`serve`, `check --watch`): while it lives, the signals
/// are ignored by the process and handled on a queue by `stop`, so the command can end its loop cleanly; `cancel()`
/// gives the signals back their default.
final class StopSignals {
    static let numbers = [SIGINT, SIGTERM]
    private let sources: [any DispatchSourceSignal]

    init(_ stop: @escaping @Sendable () -> Void) {
        sources = Self.numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}

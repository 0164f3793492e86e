#if canImport(Glibc)
import Glibc
#endif

/// Swift symbol names as the runtime spells them (`$s7Learner2eeoiySbSaySSG_ADtF` is
/// `Learner.== infix([Swift.String], [Swift.String]) -> Swift.Bool`), by the runtime's own `swift_demangle`, which
/// every Swift program links: no hand-written demangler, no `swift-demangle` process.
enum SwiftDemangler {
    /// The readable name of `symbol`, or nil when it is not a Swift symbol the runtime can read.
    static func demangle(_ symbol: String) -> String? {
        var bytes = Array(symbol.utf8CString)
        let length = bytes.count - 1
        guard let readable = bytes.withUnsafeMutableBufferPointer({ buffer in
            swiftDemangle(buffer.baseAddress, length, nil, nil, 0)
        }) else { return nil }
        defer { free(readable) }
        return String(cString: readable)
    }
}

/// `char *swift_demangle(const char *mangledName, size_t mangledNameLength, char *outputBuffer,
/// size_t *outputBufferSize, uint32_t flags)` of the Swift runtime: with no buffer, a `malloc`ed string.
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ length: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

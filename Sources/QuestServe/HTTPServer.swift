import CMicroHTTPD
public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A request as the preview server sees it: GET or HEAD of a path (the query string is dropped by libmicrohttpd).
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The decoded path, starting with `/`.
    public var path: String
}

/// What to send back.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: Data
    /// Where a redirect (301) points.
    public var location: String?

    public init(status: Int = 200, contentType: String, body: Data, location: String? = nil) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.location = location
    }
}

/// Why the server could not start.
public struct HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// An HTTP/1.1 server on 127.0.0.1, from libmicrohttpd (loaded when the first server starts): the only file that calls it.
///
/// libmicrohttpd parses requests and writes responses on its own thread; `handler` is called there, once per request,
/// and must be quick. Only this machine can connect: the socket is bound to the loopback address.
public final class HTTPServer: @unchecked Sendable {
    /// The port serving, which is the port asked for unless that was 0 (then the kernel picked a free one).
    public let port: Int
    /// libmicrohttpd's daemon, used only by `stop()`; libmicrohttpd is thread-safe (hence `@unchecked Sendable`).
    private let daemon: OpaquePointer
    private let context: Unmanaged<Handler>

    private final class Handler: Sendable {
        let respond: @Sendable (HTTPRequest) -> HTTPResponse
        init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.respond = respond }
    }

    /// Starts serving on 127.0.0.1:`port`.
    /// - Throws: `HTTPServerError` when the port is taken or the socket cannot be opened.
    public init(port requested: Int, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(HTTPServerError) {
        let socket = try Self.listeningSocket(port: requested)
        port = Self.boundPort(of: socket) ?? requested
        context = Unmanaged.passRetained(Handler(handler))
        guard let daemon = quest_mhd_start(socket, Self.accessHandler, context.toOpaque()) else {
            close(socket)
            context.release()
            if let failure = quest_mhd_load_failure() {
                throw HTTPServerError(message: "cannot load libmicrohttpd (install libmicrohttpd12): \(String(cString: failure))")
            }
            throw HTTPServerError(message: "libmicrohttpd could not start serving on 127.0.0.1:\(port)")
        }
        self.daemon = daemon
    }

    /// Stops accepting, finishes the requests under way, and closes the socket.
    public func stop() {
        quest_mhd_stop(daemon)
        context.release()
    }

    /// A TCP socket bound to 127.0.0.1:`port` and listening.
    private static func listeningSocket(port: Int) throws(HTTPServerError) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw HTTPServerError(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        // Lets a restarted server take its port back from connections still closing (TIME_WAIT); on Linux it never
        // lets two servers listen on one port.
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket, 64) == 0 else {
            let reason = errno
            close(socket)
            if reason == EADDRINUSE {
                throw HTTPServerError(message: "port \(port) on 127.0.0.1 is taken (another server is running there); choose another with --port")
            }
            throw HTTPServerError(message: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(reason)))")
        }
        return socket
    }

    private static func boundPort(of socket: Int32) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return result == 0 ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// libmicrohttpd's per-request callback: asks the handler and queues its response.
    private static let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
        guard let context, let connection else { return .NO }
        let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
        let methodName = method.map { String(cString: $0) } ?? "GET"
        let response: HTTPResponse
        if methodName == "GET" || methodName == "HEAD" {
            response = handler.respond(HTTPRequest(method: methodName, path: url.map { String(cString: $0) } ?? "/"))
        } else {
            response = HTTPResponse(status: 405, contentType: "text/plain; charset=utf-8", body: Data("only GET and HEAD\n".utf8))
        }
        let reply = response.body.withUnsafeBytes { bytes in
            quest_mhd_response(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let reply else { return .NO }
        defer { quest_mhd_destroy_response(reply) }
        quest_mhd_add_header(reply, "Content-Type", response.contentType)
        quest_mhd_add_header(reply, "Cache-Control", "no-store")
        if let location = response.location { quest_mhd_add_header(reply, "Location", location) }
        return quest_mhd_queue(connection, UInt32(response.status), reply)
    }
}

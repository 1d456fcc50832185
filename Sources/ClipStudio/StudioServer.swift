import Dispatch
import FlyingFox
import FlyingSocks
import Foundation

/// The studio's HTTP server (FlyingFox): every request goes through `StudioRoutes`, rendering
/// runs off the server's tasks on a global dispatch queue.
public final class StudioServer: Sendable {
    /// The address to listen on, as given (`127.0.0.1`, `::1`, `0.0.0.0`, `localhost`).
    public let host: String
    /// The port (0 = any free port; `url` tells which).
    public let port: Int
    /// The routes served.
    public let routes: StudioRoutes
    private let server: HTTPServer

    /// A server for `routes` on `host:port`; a host that is not an IP address (or `localhost`)
    /// or a port outside 0...65535 is a `StudioError`.
    public init(host: String, port: Int, routes: StudioRoutes) throws {
        guard (0...65535).contains(port) else { throw StudioError(oneLine: "--port must be between 0 and 65535 (got \(port))") }
        self.host = host
        self.port = port
        self.routes = routes
        let address = try Self.address(host: host, port: UInt16(port))
        let handler = StudioHandler(routes: routes)
        let pool = NoDelaySocketPool(HTTPServer.defaultPool())
        server = HTTPServer(
            config: HTTPServer.Configuration(address: address, timeout: 15, pool: pool, logger: .disabled), handler: handler)
    }

    /// The socket address of `host` (an IPv4 or IPv6 literal, or `localhost` = 127.0.0.1).
    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        do {
            if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
            if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
            return try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw StudioError(oneLine: "--host must be an IP address such as 127.0.0.1 or ::1, or 'localhost' (got '\(host)')")
        }
    }

    /// Listens and serves until `stop()`; a port that cannot be bound is a one-line `StudioError`.
    public func run() async throws {
        do { try await server.run() } catch is CancellationError { return } catch {
            if let e = error as? SocketError, case .failed(_, let code, let message) = e {
                throw StudioError(
                    oneLine: "cannot listen on \(host):\(port): \(message)" + (code == EADDRINUSE ? " (is another studio running?)" : ""))
            }
            throw StudioError(oneLine: "cannot listen on \(host):\(port): \(error.localizedDescription)")
        }
    }

    /// Waits until the socket listens (or `run` failed) and returns the page's URL.
    public func waitForURL(timeout: Double = 10) async throws -> String {
        try await server.waitUntilListening(timeout: timeout)
        var actualPort = port
        if let address = await server.listeningAddress {
            switch address {
            case .ip4(_, let p), .ip6(_, let p): actualPort = Int(p)
            default: break
            }
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(actualPort)/"
    }
}

/// Hands every request to `StudioRoutes` (raw path and query, so no normalisation hides a `..`).
struct StudioHandler: HTTPHandler {
    let routes: StudioRoutes

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let method = request.method.rawValue
        let path = request.target.path()
        let query = request.target.query()
        let routes = self.routes
        let r = await withCheckedContinuation { (c: CheckedContinuation<StudioResponse, Never>) in
            DispatchQueue.global().async { c.resume(returning: routes.respond(method: method, rawPath: path, rawQuery: query)) }
        }
        var headers: HTTPHeaders = [:]
        headers[.contentType] = r.contentType
        for (name, value) in r.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(r.status, phrase: Self.phrase(r.status))
        return HTTPResponse(statusCode: status, headers: headers, body: method == "HEAD" ? Data() : Data(r.body))
    }

    static func phrase(_ code: Int) -> String {
        switch code {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        default: "Internal Server Error"
        }
    }
}

/// FlyingFox's socket pool with `TCP_NODELAY` set on every socket it waits on.
///
/// FlyingFox writes a response's header and body in two writes and never sets `TCP_NODELAY`, so on
/// a kept-alive connection the body's last segment waited for the browser's delayed ACK: 40 ms
/// per frame. The listening socket is the first socket the pool sees (its first `accept` waits),
/// and on Linux an accepted socket inherits `TCP_NODELAY` from it; connections are set again
/// when they wait, which covers a platform that does not inherit it.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    init(_ base: any AsyncSocketPool) { self.base = base }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        Self.setNoDelay(socket.file.rawValue)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }

    /// Sets `TCP_NODELAY` on `fd` (a no-op error on a socket that is not TCP).
    static func setNoDelay(_ fd: Int32) {
        var on: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Whether `TCP_NODELAY` is set on `fd`.
    static func hasNoDelay(_ fd: Int32) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0 && value != 0
    }
}

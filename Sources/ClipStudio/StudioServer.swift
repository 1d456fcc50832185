import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The studio's HTTP/1.1 server: a listening socket, a thread per connection, every request
/// through `StudioRoutes`.
///
/// The studio serves six GET routes to one browser, so the server is small and strict rather
/// than general: a request line longer than `maxRequestLine` is a 414, a head (request line and
/// headers) longer than `maxHead` a 431, a request with a body a 413, each answered at once with
/// the connection closed. Parsing is one linear pass over at most `maxHead` bytes. (FlyingFox,
/// used before, read heads byte by byte with no limit: a 256 KB URL took 28.7 s and an 8 MB
/// header kept a thread busy after its client left.) Each response is one write with
/// `TCP_NODELAY` set, so a kept-alive connection never waits for a delayed ACK.
public final class StudioServer: Sendable {
    /// The address to listen on, as given (`127.0.0.1`, `::1`, `0.0.0.0`, `localhost`).
    public let host: String
    /// The port (0 = any free port; `url` tells which).
    public let port: Int
    /// The routes served.
    public let routes: StudioRoutes

    /// Longest request line (method, target, version), bytes.
    static let maxRequestLine = 8 * 1024
    /// Longest head: request line and headers, bytes.
    static let maxHead = 16 * 1024
    /// Connections served at once; more are answered 503 and closed.
    static let maxConnections = 64
    /// Seconds a connection may wait for a request, or a response for the client to read it.
    static let idleTimeout = 15

    private let address: Address
    private let state = Mutex<State>(.idle)
    private let connections = Atomic<Int>(0)

    private enum State {
        case idle
        case listening(fd: Int32, port: Int)
        case failed(StudioError)
        case stopped
    }

    /// An IPv4 or IPv6 socket address.
    enum Address {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }

    /// A server for `routes` on `host:port`; a host that is not an IP address (or `localhost`)
    /// or a port outside 0...65535 is a `StudioError`.
    public init(host: String, port: Int, routes: StudioRoutes) throws {
        guard (0...65535).contains(port) else { throw StudioError(oneLine: "--port must be between 0 and 65535 (got \(port))") }
        self.host = host
        self.port = port
        self.routes = routes
        address = try Self.address(host: host, port: UInt16(port))
    }

    /// The socket address of `host` (an IPv4 or IPv6 literal, or `localhost` = 127.0.0.1).
    static func address(host: String, port: UInt16) throws -> Address {
        let literal = host == "localhost" ? "127.0.0.1" : host
        if literal.contains(":") {
            var a = sockaddr_in6()
            a.sin6_family = sa_family_t(AF_INET6)
            a.sin6_port = port.bigEndian
            if inet_pton(AF_INET6, literal, &a.sin6_addr) == 1 { return .v6(a) }
        } else {
            var a = sockaddr_in()
            a.sin_family = sa_family_t(AF_INET)
            a.sin_port = port.bigEndian
            if inet_pton(AF_INET, literal, &a.sin_addr) == 1 { return .v4(a) }
        }
        throw StudioError(oneLine: "--host must be an IP address such as 127.0.0.1 or ::1, or 'localhost' (got '\(host)')")
    }

    /// Listens and serves until `stop()` or the calling task is cancelled; a port that cannot be
    /// bound is a one-line `StudioError`.
    public func run() async throws {
        let fd: Int32
        do { fd = try listen() } catch let e as StudioError {
            state.withLock { $0 = .failed(e) }
            throw e
        }
        let started = state.withLock { s -> Bool in
            if case .stopped = s { return false }
            s = .listening(fd: fd, port: Self.boundPort(fd))
            return true
        }
        guard started else {
            close(fd)
            return
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    self.acceptLoop(fd)
                    done.resume()
                }
            }
        } onCancel: {
            self.stop()
        }
    }

    /// Stops listening (connections being served finish their request).
    public func stop() {
        state.withLock { s in
            // shutdown wakes the thread blocked in accept; that thread closes the socket.
            if case .listening(let fd, _) = s { shutdown(fd, Int32(SHUT_RDWR)) }
            s = .stopped
        }
    }

    /// Waits until the socket listens (or `run` failed) and returns the page's URL.
    public func waitForURL(timeout: Double = 10) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            switch state.withLock({ $0 }) {
            case .listening(_, let actualPort):
                let shownHost = host.contains(":") ? "[\(host)]" : host
                return "http://\(shownHost):\(actualPort)/"
            case .failed(let e): throw e
            case .stopped: throw StudioError(oneLine: "the server stopped")
            case .idle:
                guard Date() < deadline else { throw StudioError(oneLine: "the server did not start listening on \(host):\(port)") }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
        }
    }

    // MARK: Sockets

    /// A listening socket on `address` with `SO_REUSEADDR` and `TCP_NODELAY` (accepted sockets
    /// inherit it on Linux; each is set again anyway).
    private func listen() throws -> Int32 {
        let family: Int32
        switch address {
        case .v4: family = AF_INET
        case .v6: family = AF_INET6
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw failure(errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        Self.setNoDelay(fd)
        let bound: Int32
        switch address {
        case .v4(var a):
            bound = withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6(var a):
            bound = withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0, Glibc.listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw failure(code)
        }
        return fd
    }

    private func failure(_ code: Int32) -> StudioError {
        StudioError(
            oneLine: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))"
                + (code == EADDRINUSE ? " (is another studio running?)" : ""))
    }

    /// The port `fd` is bound to.
    static func boundPort(_ fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        guard ok else { return 0 }
        return withUnsafePointer(to: &storage) { p in
            if Int32(p.pointee.ss_family) == AF_INET6 {
                return p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    private func acceptLoop(_ fd: Int32) {
        defer { close(fd) }
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    usleep(50_000)
                    continue
                default: return // shut down by stop()
                }
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard connections.add(1, ordering: .relaxed).newValue <= Self.maxConnections else {
                connections.subtract(1, ordering: .relaxed)
                Self.setTimeouts(client)
                Self.refuse(client, status: 503, "too many connections")
                close(client)
                continue
            }
            Thread.detachNewThread {
                self.serve(client)
                close(client)
                self.connections.subtract(1, ordering: .relaxed)
            }
        }
    }

    /// Sets `TCP_NODELAY` on `fd` (a no-op error on a socket that is not TCP).
    static func setNoDelay(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Whether `TCP_NODELAY` is set on `fd`.
    static func hasNoDelay(_ fd: Int32) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0 && value != 0
    }

    private static func setTimeouts(_ fd: Int32) {
        var t = timeval(tv_sec: idleTimeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
    }

    // MARK: Requests

    /// Serves the requests of one connection until it closes, times out, asks to close or sends
    /// something refused.
    func serve(_ fd: Int32) {
        Self.setNoDelay(fd)
        Self.setTimeouts(fd)
        var reader = HeadReader()
        while true {
            let head: [UInt8]
            switch reader.next(from: fd) {
            case .head(let bytes): head = bytes
            case .closed: return
            case .refused(let status, let reason):
                Self.refuse(fd, status: status, reason)
                return
            }
            guard let request = StudioRequest(head: head) else {
                Self.refuse(fd, status: 400, "malformed request")
                return
            }
            guard !request.hasBody else {
                Self.refuse(fd, status: 413, "requests with a body are not accepted")
                return
            }
            let (path, query) = request.pathAndQuery
            let r = routes.respond(method: request.method, rawPath: path, rawQuery: query)
            var extra = r.headers
            extra.append(("Connection", request.keepAlive ? "keep-alive" : "close"))
            let body = request.method == "HEAD" ? [] : r.body
            guard Self.write(fd, status: r.status, contentType: r.contentType, length: r.body.count, headers: extra, body: body),
                request.keepAlive
            else { return }
        }
    }

    /// Answers `status` with `reason` as plain text and `Connection: close`.
    static func refuse(_ fd: Int32, status: Int, _ reason: String) {
        let body = Array("\(reason)\n".utf8)
        _ = write(
            fd, status: status, contentType: "text/plain; charset=utf-8", length: body.count, headers: [("Connection", "close")],
            body: body)
    }

    /// Writes a whole response; false when the client went away or stopped reading. The head is
    /// sent with `MSG_MORE`, so the kernel joins it to the body's first segment (one segment
    /// train, no 40 ms delayed-ACK wait) without copying a frame's megabytes into a new buffer.
    static func write(
        _ fd: Int32, status: Int, contentType: String, length: Int, headers: [(String, String)], body: [UInt8]
    ) -> Bool {
        var head = "HTTP/1.1 \(status) \(phrase(status))\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let more = body.isEmpty ? 0 : Int32(MSG_MORE)
        return sendAll(fd, Array(head.utf8), flags: Int32(MSG_NOSIGNAL) | more) && sendAll(fd, body, flags: Int32(MSG_NOSIGNAL))
    }

    /// Sends all of `bytes` (retrying short writes and EINTR); false on any other failure.
    private static func sendAll(_ fd: Int32, _ bytes: [UInt8], flags: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, flags) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    static func phrase(_ code: Int) -> String {
        switch code {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Internal Server Error"
        }
    }
}

/// Reads request heads off a connection: bytes up to the blank line, in one linear scan, refusing
/// a request line longer than `StudioServer.maxRequestLine` (414) or a head longer than
/// `StudioServer.maxHead` (431) as soon as the limit is passed.
struct HeadReader {
    enum Result {
        case head([UInt8])
        case closed
        case refused(status: Int, reason: String)
    }

    private var buffer: [UInt8] = []
    /// Where the search for the head's end resumes.
    private var scanned = 0
    /// Whether the first line's end has been seen.
    private var lineEnded = false
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    /// The next head (without its blank line), leaving what follows it for the next call.
    mutating func next(from fd: Int32) -> Result {
        while true {
            if let result = take() { return result }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .closed }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    /// A head from the buffer, a refusal, or nil when more bytes are needed.
    private mutating func take() -> Result? {
        let lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var i = scanned
        while i < buffer.count {
            if buffer[i] == lf {
                if !lineEnded {
                    // Blank lines before the request line are skipped (RFC 9112 §2.2).
                    if i == 0 || (i == 1 && buffer[0] == cr) {
                        buffer.removeFirst(i + 1)
                        i = 0
                        continue
                    }
                    lineEnded = true
                }
                // The head ends at "\n\n" or "\n\r\n"; with too few bytes yet, look again later.
                guard i + 1 < buffer.count else { break }
                var end: Int?
                if buffer[i + 1] == lf {
                    end = i + 2
                } else if buffer[i + 1] == cr {
                    guard i + 2 < buffer.count else { break }
                    if buffer[i + 2] == lf { end = i + 3 }
                }
                if let end {
                    let head = Array(buffer[0..<(i + 1)])
                    buffer.removeFirst(end)
                    scanned = 0
                    lineEnded = false
                    return .head(head)
                }
            }
            if !lineEnded && i >= StudioServer.maxRequestLine { return .refused(status: 414, reason: "request line too long") }
            if i >= StudioServer.maxHead { return .refused(status: 431, reason: "request head too large") }
            i += 1
        }
        scanned = i
        return nil
    }
}

/// A parsed request head.
struct StudioRequest {
    var method: String
    var target: String
    var version: String
    /// Header names in lower case, with their values trimmed.
    var headers: [(name: String, value: String)]

    /// Parses `head` (the request line and headers, without the blank line); nil when malformed.
    init?(head: [UInt8]) {
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self)
        }
        guard let first = lines.first else { return nil }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        version = String(parts[2])
        headers = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.append(
                (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
    }

    /// The first value of header `name` (lower case).
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// Whether a body follows (a `Content-Length` above 0, or any `Transfer-Encoding`).
    var hasBody: Bool {
        if header("transfer-encoding") != nil { return true }
        guard let length = header("content-length") else { return false }
        return length != "0"
    }

    /// HTTP/1.1 keeps the connection unless asked to close; HTTP/1.0 only when asked to keep it.
    var keepAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        return version == "HTTP/1.0" ? connection.contains("keep-alive") : !connection.contains("close")
    }

    /// The target split at its first `?`, neither decoded (the routes compare raw paths).
    var pathAndQuery: (String, String) {
        guard let q = target.firstIndex(of: "?") else { return (target, "") }
        return (String(target[..<q]), String(target[target.index(after: q)...]))
    }
}

import ClipAnimation
import ClipEncode
import ClipGeometry
import ClipRaster
import ClipScenes
@testable import ClipCLI
@testable import ClipStudio
import Foundation
import XCTest

/// The studio's routes, frames, layer tree and watch logic, without a browser (the page itself is
/// checked in headless Chromium by Tests/Browser/studio_test.py).
final class StudioTests: XCTestCase {
    /// A scene with named layers: a half-transparent card holding a dot that slides 20 → 140 in 2 s.
    static let layered = EngineScene(
        id: "named-layers", title: "Named layers", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0],
        size: Size(200, 120), duration: 2
    ) { ctx in
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        root.name = "root"
        let card = Layer(frame: Rect(20, 20, 160, 80))
        card.name = "card"
        card.opacity = 0.5
        let dot = Layer(frame: Rect(10, 30, 20, 20))
        dot.name = "dot"
        dot.add(BasicAnimation(keyPath: .positionX, from: 20, to: 140, duration: 2), forKey: "slide")
        card.addSublayer(dot)
        root.addSublayer(card)
        return root
    }

    /// A scene whose renderer throws (an unknown key path).
    static let broken = EngineScene(
        id: "broken", title: "Broken", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0], size: Size(50, 50), duration: 1
    ) { ctx in
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        let l = Layer()
        l.name = "typo"
        l.setValue(1, forKeyPath: "opacty")
        root.addSublayer(l)
        return root
    }

    func routes(_ scenes: [any Scene], scale: Double = 1) -> StudioRoutes {
        StudioRoutes(
            frames: StudioFrames(groups: [StudioGroup(heading: "All", scenes: scenes)], scale: scale),
            status: StudioStatus(watching: false, version: "v1"))
    }

    func testOnlyItsOwnRoutesAndNoTraversal() throws {
        let r = routes([SceneCatalog.scene(id: "test-card")!])
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/", rawQuery: "").status, 200)
        XCTAssertTrue(
            String(decoding: r.respond(method: "GET", rawPath: "/", rawQuery: "").body, as: UTF8.self).contains("<canvas id=\"frame\""))
        let scenes = String(decoding: r.respond(method: "GET", rawPath: "/api/scenes", rawQuery: "").body, as: UTF8.self)
        XCTAssertTrue(scenes.contains("\"id\":\"test-card\""), scenes)
        XCTAssertTrue(scenes.contains("\"heading\":\"All\""), scenes)
        for path in [
            "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/api/../api/scenes", "//etc/passwd", "/etc/passwd",
            "/api/frame/../../../etc/passwd", "/api/scenes/", "/index.html", "/api/%73cenes", "http://127.0.0.1/api/scenes",
        ] {
            XCTAssertEqual(r.respond(method: "GET", rawPath: path, rawQuery: "").status, 404, path)
        }
        XCTAssertEqual(r.respond(method: "POST", rawPath: "/", rawQuery: "").status, 405)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=..%2F..%2Fetc%2Fpasswd").status, 404)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=-1").status, 400)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=nan").status, 400)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=x").status, 400)
        // Numbers are decimal, as on the command line: Swift's Double reads "0x1" as 1 and "inf".
        for query in ["t=0x1", "t=0x0p0", "t=inf", "t=1_0", "t=%201", "frame=0x1", "frame=1.0", "frame=%2B%2B1"] {
            XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&\(query)").status, 400, query)
        }
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=1e0").status, 200)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=%2B3").status, 200)
    }

    /// Times and frames past the scene's end are a 400 with one line (a huge frame number used to
    /// crash the whole studio); the last frame itself is served.
    func testTimesPastTheSceneEndAre400() throws {
        let r = routes([SceneCatalog.scene(id: "test-card")!], scale: 0.25)
        for path in ["/api/frame", "/api/tree"] {
            for query in [
                "frame=9223372036854775807", "frame=1000000000000", "frame=241", "t=1e308", "t=1e18", "t=4.01", "t=0x10",
            ] {
                let resp = r.respond(method: "GET", rawPath: path, rawQuery: "scene=test-card&\(query)")
                XCTAssertEqual(resp.status, 400, "\(path)?\(query)")
                let body = String(decoding: resp.body, as: UTF8.self)
                XCTAssertTrue(body.contains("0...") && !body.dropLast().contains("\n"), body)
            }
        }
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=240").status, 200)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=4").status, 200)
    }

    /// A frame is the PNG `clipgen still --at t --scale s` writes: same options, same time grid.
    func testFrameIsTheStillAtTheSnappedTime() throws {
        let scene = SceneCatalog.scene(id: "test-card")!
        let r = routes([scene], scale: 0.5)
        let (w, h) = scene.pixelSize(scale: 0.5)
        let image = Pixmap(width: w, height: h)
        try scene.makeRenderer(options: SceneOptions(scale: 0.5, seed: 0, showTouches: true, fps: 60)).render(time: 1.5, into: image.view)
        let expected = try PNGCodec.encode(image.view)
        let byTime = r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=1.5")
        XCTAssertEqual(byTime.status, 200)
        XCTAssertEqual(byTime.contentType, "image/png")
        XCTAssertEqual(byTime.body, expected)
        XCTAssertTrue(byTime.headers.contains { $0 == ("X-Clipgen-Frame", "90") })
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=90").body, expected)
        // 1.4958 s is 89.75 frames: the nearest frame is 90.
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=1.4958").body, expected)
        XCTAssertNotEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=89").body, expected)
        let frames = StudioFrames(groups: [], fps: 60)
        XCTAssertEqual(frames.frameIndex(at: 0.0083), 0)
        XCTAssertEqual(frames.frameIndex(at: 0.0084), 1)
        XCTAssertEqual(frames.frameIndex(at: -3), 0)
        XCTAssertEqual(frames.frameIndex(at: .nan), 0)
    }

    /// `format=rgba` (what the page plays): the same pixels as the PNG, straight alpha, row by row;
    /// served from the cache the second time; an unknown format is a 400.
    func testRGBAFrameIsThePNGsPixels() throws {
        let scene = SceneCatalog.scene(id: "test-card")!
        let r = routes([scene], scale: 0.5)
        let (w, h) = scene.pixelSize(scale: 0.5)
        let png = r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=90").body
        let decoded = try PNGCodec.decode(png)
        var expected = [UInt8](repeating: 0, count: w * h * 4)
        expected.withUnsafeMutableBufferPointer { out in
            for y in 0..<h { StraightAlpha.unpremultiplyRow(decoded.view.row(y), out.baseAddress! + y * w * 4, count: w) }
        }
        let raw = r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=90&format=rgba")
        XCTAssertEqual(raw.status, 200)
        XCTAssertEqual(raw.contentType, "application/octet-stream")
        XCTAssertEqual(raw.body.count, w * h * 4)
        XCTAssertEqual(raw.body, expected)
        XCTAssertTrue(r.frames.cache.contains("test-card", 90))
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=90&format=rgba").body, expected)
        let bad = r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&frame=90&format=jpeg")
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(String(decoding: bad.body, as: UTF8.self).contains("'format' must be png or rgba"))
    }

    /// The frame cache keeps at most its limit, dropping the least recently used frame first.
    func testFrameCacheDropsTheLeastRecentlyUsed() {
        let cache = FrameCache(limit: 30)
        XCTAssertTrue(cache.put("a", 0, [UInt8](repeating: 1, count: 10)))
        XCTAssertTrue(cache.put("b", 0, [UInt8](repeating: 2, count: 10)))
        XCTAssertTrue(cache.put("b", 1, [UInt8](repeating: 3, count: 10)))
        XCTAssertEqual(cache.get("a", 0)?.first, 1) // a#0 is now the most recently used
        XCTAssertTrue(cache.put("c", 0, [UInt8](repeating: 4, count: 10))) // drops b#0
        XCTAssertFalse(cache.contains("b", 0))
        XCTAssertTrue(cache.contains("a", 0) && cache.contains("b", 1) && cache.contains("c", 0))
        XCTAssertEqual(cache.byteCount, 30)
        XCTAssertFalse(cache.put("c", 1, [UInt8](repeating: 5, count: 31)), "larger than the limit")
        XCTAssertTrue(cache.put("c", 2, [UInt8](repeating: 6, count: 10))) // drops b#1
        XCTAssertTrue(cache.put("c", 3, [UInt8](repeating: 7, count: 10))) // drops a#0
        XCTAssertFalse(cache.put("c", 4, [UInt8](repeating: 8, count: 10)), "full of its own scene's frames: rendering ahead stops")
        XCTAssertEqual(cache.byteCount, 30)
        XCTAssertFalse(cache.contains("c", 0))
    }

    /// Rendering ahead fills the cache with every frame of the loop, starting after the one asked for.
    /// Counts the frames a scene's build closure made.
    final class BuildCount: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func bump() { lock.withLock { n += 1 } }
        var value: Int { lock.withLock { n } }
    }
    static let builds = BuildCount()
    static let counted = EngineScene(
        id: "counted", title: "Counted", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0], size: Size(64, 32), duration: 1
    ) { ctx in
        StudioTests.builds.bump()
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        let dot = Layer(frame: Rect(0, 8, 16, 16))
        dot.backgroundColor = .black
        dot.add(BasicAnimation(keyPath: .positionX, from: 8, to: 56, duration: 1), forKey: "slide")
        root.addSublayer(dot)
        return root
    }

    /// Render-ahead runs on every processor, and requests racing it never render a frame twice:
    /// a request for a frame a worker is rendering waits for it, a worker skips a frame a
    /// request is rendering.
    func testRequestsRacingTheRenderAheadRenderEachFrameOnce() throws {
        let frames = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [Self.counted])], scale: 1)
        let count = frames.frameCount(of: Self.counted)
        _ = try frames.rgba(scene: Self.counted, frame: 0)
        let before = Self.builds.value
        frames.renderAhead(scene: Self.counted, from: 0)
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            for f in stride(from: 1 + t, to: count, by: 4) { _ = try? frames.rgba(scene: Self.counted, frame: f) }
        }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !(0..<count).allSatisfy({ frames.cache.contains(Self.counted.id, $0) }) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertTrue((0..<count).allSatisfy { frames.cache.contains(Self.counted.id, $0) })
        XCTAssertEqual(Self.builds.value - before, count - 1, "each of the other frames built once")
        XCTAssertEqual(try frames.rgba(scene: Self.counted, frame: 30), try frames.renderRGBA(scene: Self.counted, frame: 30))
    }

    func testRenderAheadCachesTheLoop() throws {
        let frames = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [Self.layered])], scale: 0.25)
        let count = frames.frameCount(of: Self.layered)
        XCTAssertEqual(count, 120)
        frames.renderAhead(scene: Self.layered, from: 100)
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, !(0..<count).allSatisfy({ frames.cache.contains(Self.layered.id, $0) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertTrue((0..<count).allSatisfy { frames.cache.contains(Self.layered.id, $0) })
        XCTAssertEqual(frames.cache.get(Self.layered.id, 7), try frames.renderRGBA(scene: Self.layered, frame: 7))
    }

    /// `/api/ready` starts the render-ahead from the frame asked for and says how far it is: frames
    /// in a row cached from there (wrapping), frames not cached, the rate, whether it runs; once the
    /// loop is cached, all of it is ready from any frame.
    func testReadyReportsTheRenderAheadProgress() throws {
        let frames = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [Self.layered])], scale: 0.25)
        let count = frames.frameCount(of: Self.layered)
        let idle = frames.readiness(scene: Self.layered, from: 10)
        XCTAssertEqual(idle, StudioReadiness(frames: count, cached: 0, uncached: count, rate: 0, rendering: false, fits: true))
        _ = try frames.rgba(scene: Self.layered, frame: 10)
        _ = try frames.rgba(scene: Self.layered, frame: 11)
        let two = frames.readiness(scene: Self.layered, from: 10)
        XCTAssertEqual([two.cached, two.uncached], [2, count - 2])
        XCTAssertEqual(frames.readiness(scene: Self.layered, from: 9).cached, 0, "frame 9 is not cached")
        let r = StudioRoutes(frames: frames, status: StudioStatus(watching: false))
        let first = r.respond(method: "GET", rawPath: "/api/ready", rawQuery: "scene=\(Self.layered.id)&frame=10")
        XCTAssertEqual(first.status, 200)
        XCTAssertTrue(String(decoding: first.body, as: UTF8.self).hasPrefix("{\"frame\":10,\"frames\":\(count),\"cached\":"))
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, frames.readiness(scene: Self.layered, from: 10).uncached > 0 { Thread.sleep(forTimeInterval: 0.05) }
        let all = frames.readiness(scene: Self.layered, from: 57)
        XCTAssertEqual([all.cached, all.uncached], [count, 0])
        XCTAssertGreaterThan(all.rate, 0, "frames rendered ahead have a rate")
        // Paused and played again: a new pass (here with nothing left to render) reports the last pass's rate.
        frames.stopRenderingAhead()
        frames.renderAhead(scene: Self.layered, from: 0)
        XCTAssertGreaterThan(frames.readiness(scene: Self.layered, from: 0).rate, 0)
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/ready", rawQuery: "scene=nope&frame=1").status, 404)
        // A loop larger than the cache says so (the page then plays without waiting for every frame).
        let small = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [Self.layered])], scale: 0.25, cacheBytes: 100_000)
        XCTAssertFalse(small.readiness(scene: Self.layered, from: 0).fits)
    }

    /// The server sets TCP_NODELAY on its listening socket and on every connection it accepts
    /// (with a response in two writes, each kept-alive response waited 40 ms for the browser's
    /// delayed ACK, as it did under FlyingFox).
    func testServerSocketsHaveNoDelay() async throws {
        let server = try StudioServer(host: "127.0.0.1", port: 0, routes: routes([Self.layered]))
        let task = Task { try await server.run() }
        defer { task.cancel() }
        let url = try await server.waitForURL()
        let port = try XCTUnwrap(URLComponents(string: url)?.port)
        // One request on a connection kept open, so an accepted socket exists.
        let client = try XCTUnwrap(Self.connectLocal(port: port))
        defer { close(client) }
        let request = Array("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n".utf8)
        XCTAssertEqual(send(client, request, request.count, 0), request.count)
        var reply = [UInt8](repeating: 0, count: 4096)
        let n = recv(client, &reply, reply.count, 0)
        XCTAssertTrue(String(decoding: reply.prefix(max(0, n)), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        // This process's TCP sockets whose local port is the server's: the listener and the accepted ones.
        var serverSockets: [Int32] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let fd = Int32(name) else { continue }
            var addr = sockaddr_in()
            var len = socklen_t(MemoryLayout<sockaddr_in>.size)
            let ok = withUnsafeMutablePointer(to: &addr) { p in
                p.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) == 0 }
            }
            if ok, addr.sin_family == sa_family_t(AF_INET), Int(UInt16(bigEndian: addr.sin_port)) == port { serverSockets.append(fd) }
        }
        XCTAssertGreaterThanOrEqual(serverSockets.count, 2, "listener and at least one accepted connection")
        for fd in serverSockets { XCTAssertTrue(StudioServer.hasNoDelay(fd), "fd \(fd) without TCP_NODELAY") }
    }

    /// A TCP socket connected to 127.0.0.1:`port`, reads timing out after 10 s; nil when the
    /// connection fails.
    static func connectLocal(port: Int) -> Int32? {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var t = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
        var to = sockaddr_in()
        to.sin_family = sa_family_t(AF_INET)
        to.sin_addr.s_addr = inet_addr("127.0.0.1")
        to.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &to) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(client)
            return nil
        }
        return client
    }

    /// A connection to `port` on 127.0.0.1 that sends `request` and reads until the server closes
    /// (or 10 s pass): the whole reply.
    static func exchange(port: Int, _ request: [UInt8], readToEnd: Bool = true) -> String {
        guard let client = connectLocal(port: port) else { return "connect failed" }
        defer { close(client) }
        // The server may answer and close before all of a huge request is sent: ignore send errors.
        var sent = 0
        while sent < request.count {
            let n = request.withUnsafeBytes { send(client, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { break }
            reply += buffer[0..<n]
            if !readToEnd, String(decoding: reply, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// Oversized or unexpected requests get a status line at once and a closed connection, and
    /// the server goes on serving (FlyingFox took 28.7 s over a 256 KB URL and kept a thread busy
    /// on an 8 MB header after the client had left).
    func testOversizedRequestsAreRefusedAtOnce() async throws {
        let server = try StudioServer(host: "127.0.0.1", port: 0, routes: routes([Self.layered]))
        let task = Task { try await server.run() }
        defer { task.cancel() }
        let url = try await server.waitForURL()
        let port = try XCTUnwrap(URLComponents(string: url)?.port)
        let longURL = Array("GET /api/status?x=\(String(repeating: "a", count: 256 * 1024)) HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
        let bigHeader = Array("GET /api/status HTTP/1.1\r\nX-Big: \(String(repeating: "b", count: 8 << 20))\r\n\r\n".utf8)
        let manyHeaders = Array(("GET / HTTP/1.1\r\n" + String(repeating: "X-A: 1\r\n", count: 4000) + "\r\n").utf8)
        let body = Array("POST /api/status HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello".utf8)
        let chunked = Array("GET /api/status HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n".utf8)
        let cases: [([UInt8], String)] = [
            (longURL, "HTTP/1.1 414 URI Too Long\r\n"), (bigHeader, "HTTP/1.1 431 Request Header Fields Too Large\r\n"),
            (manyHeaders, "HTTP/1.1 431 "), (body, "HTTP/1.1 413 "), (chunked, "HTTP/1.1 413 "),
            (Array("GET /api/status\r\n\r\n".utf8), "HTTP/1.1 400 "), (Array("\r\n\r\n".utf8), ""),
            (Array("NONSENSE\r\n\r\n".utf8), "HTTP/1.1 400 "),
        ]
        for (request, expected) in cases {
            let reply = Self.exchange(port: port, request)
            XCTAssertTrue(reply.hasPrefix(expected), "\(request.prefix(40)): \(reply.prefix(80))")
            if !expected.isEmpty { XCTAssertTrue(reply.contains("\r\nConnection: close\r\n"), reply) }
        }
        // Two requests on one connection, the second split oddly: both answered, the connection kept.
        let two = Array("GET /api/status HTTP/1.1\r\nHost: h\r\n\r\nHEAD /api/scenes HTTP/1.1\r\nConnection: close\r\n\r\n".utf8)
        let replies = Self.exchange(port: port, two)
        XCTAssertEqual(replies.components(separatedBy: "HTTP/1.1 200 OK\r\n").count, 3, replies)
        XCTAssertTrue(replies.contains("Connection: keep-alive"), replies)
        XCTAssertTrue(replies.hasSuffix("Connection: close\r\n\r\n"), "HEAD has no body: \(replies.suffix(80))")
        // A request line at the limit is still served (and the page answers).
        let path = "/api/status?pad=" + String(repeating: "p", count: StudioServer.maxRequestLine - 40)
        let atLimit = Self.exchange(port: port, Array("GET \(path) HTTP/1.1\r\nConnection: close\r\n\r\n".utf8))
        XCTAssertTrue(atLimit.hasPrefix("HTTP/1.1 200 OK\r\n"), String(atLimit.prefix(80)))
    }

    func testHeadReaderFindsHeadsAcrossReads() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds), 0)
        defer { close(fds[0]) }
        for piece in ["\r\nGET / HT", "TP/1.1\r\nA: 1\r", "\n\r", "\nGET /b HTTP/1.0\n\n"] {
            XCTAssertEqual(write(fds[1], piece, piece.utf8.count), piece.utf8.count)
        }
        close(fds[1])
        var reader = HeadReader()
        var heads: [String] = []
        while case .head(let h) = reader.next(from: fds[0]) { heads.append(String(decoding: h, as: UTF8.self)) }
        XCTAssertEqual(heads, ["GET / HTTP/1.1\r\nA: 1\r\n", "GET /b HTTP/1.0\n"])
        let request = try XCTUnwrap(StudioRequest(head: Array(heads[0].utf8)))
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.header("a"), "1")
        XCTAssertTrue(request.keepAlive)
        XCTAssertFalse(try XCTUnwrap(StudioRequest(head: Array(heads[1].utf8))).keepAlive)
    }

    func testThrowingSceneGivesOneLineErrorAndTheServerGoesOn() throws {
        let r = routes([Self.broken, SceneCatalog.scene(id: "test-card")!])
        for path in ["/api/frame", "/api/tree"] {
            let resp = r.respond(method: "GET", rawPath: path, rawQuery: "scene=broken&t=0")
            XCTAssertEqual(resp.status, 500, path)
            let text = String(decoding: resp.body, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("{\"error\":\"broken: "), text)
            XCTAssertTrue(text.contains("opacty"), text)
            XCTAssertFalse(text.contains("\\n"), "one line: \(text)")
        }
        XCTAssertEqual(r.respond(method: "GET", rawPath: "/api/frame", rawQuery: "scene=test-card&t=0").status, 200)
        XCTAssertEqual(StudioError(oneLine: "a\n  b\r\nc").message, "a b c")
    }

    func testLayerTreeAtATime() throws {
        let frames = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [Self.layered])], scale: 2)
        let tree = try XCTUnwrap(try frames.layerTree(scene: Self.layered, frame: 60))
        XCTAssertEqual(tree.flattened.map(\.name), ["root", "card", "dot"])
        XCTAssertEqual(tree.flattened.map(\.id), [0, 1, 2])
        let card = tree.children[0], dot = card.children[0]
        XCTAssertEqual(card.opacity, 0.5)
        XCTAssertEqual(card.animations, [])
        XCTAssertEqual(dot.animations, ["slide (position.x)"])
        // At 1 s the dot's centre is at x = 80 in the card, which sits at (20, 20).
        XCTAssertEqual(dot.frame.minX, 70, accuracy: 1e-9)
        let xs = dot.outline.map(\.x), ys = dot.outline.map(\.y)
        XCTAssertEqual(xs.min()!, 90, accuracy: 1e-9)
        XCTAssertEqual(xs.max()!, 110, accuracy: 1e-9)
        XCTAssertEqual(ys.min()!, 50, accuracy: 1e-9)
        XCTAssertEqual(ys.max()!, 70, accuracy: 1e-9)
        // After the animation, nothing runs and the dot is back at its model position.
        let after = try XCTUnwrap(try frames.layerTree(scene: Self.layered, frame: 150)).children[0].children[0]
        XCTAssertEqual(after.animations, [])
        XCTAssertEqual(after.frame.minX, 10, accuracy: 1e-9)
        let json = tree.json
        XCTAssertTrue(json.contains("\"name\":\"dot\""), json)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        // A scene not built on the layer engine (the test card draws directly) has frames but no tree.
        let r = routes([SceneCatalog.scene(id: "test-card")!])
        let resp = String(decoding: r.respond(method: "GET", rawPath: "/api/tree", rawQuery: "scene=test-card&frame=3").body, as: UTF8.self)
        XCTAssertEqual(resp, "{\"frame\":3,\"time\":0.05,\"tree\":null}")
    }

    /// Animations added with `forKey: nil` and `UIView.animate` springs are listed too (the tree
    /// used to list only keyed ones, so a UIView-style scene showed nothing running).
    func testLayerTreeListsUnkeyedAnimationsAndSprings() throws {
        let scene = EngineScene(
            id: "unkeyed", title: "Unkeyed", source: SceneSource(.diagnostics, chapter: 1), keyTimes: [0], size: Size(100, 100),
            duration: 2
        ) { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            let a = Layer(frame: Rect(0, 0, 10, 10))
            a.name = "a"
            a.add(BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 2))
            let spring = SpringAnimation(keyPath: .scale)
            spring.fromValue = 0.5
            spring.toValue = 1
            spring.duration = 2
            a.add(spring, forKey: "pop")
            let b = Layer(frame: Rect(20, 20, 10, 10))
            b.name = "b"
            root.addSublayer(a)
            root.addSublayer(b)
            ViewAnimation.animate(withDuration: 2, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                b.position = Point(60, 60)
            }
            return root
        }
        let frames = StudioFrames(groups: [StudioGroup(heading: "x", scenes: [scene])])
        let tree = try XCTUnwrap(try frames.layerTree(scene: scene, frame: 30))
        let byName = Dictionary(uniqueKeysWithValues: tree.flattened.compactMap { l in l.name.map { ($0, l.animations) } })
        XCTAssertEqual(byName["a"], ["opacity", "pop (transform.scale, spring)"])
        XCTAssertEqual(byName["b"], ["position (spring)"])
    }

    final class FakeBuilder: StudioBuilder, @unchecked Sendable {
        var calls = 0
        var failWith: String?
        func build() -> String? {
            calls += 1
            return failWith
        }
    }

    func testSavingASwiftFileTriggersOneRebuild() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("studio-watch-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        let sources = dir.appendingPathComponent("Sources/app")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: dir.appendingPathComponent(path))
        }
        try write("Package.swift", "// package\n")
        try write("Sources/app/main.swift", "print(1)\n")
        let builder = FakeBuilder()
        let status = StudioStatus(watching: true, version: "v")
        let watcher = SourceWatcher(directory: dir.path, builder: builder, status: status)
        XCTAssertEqual(watcher.poll(), .unchanged)
        XCTAssertEqual(builder.calls, 0)

        try write("Sources/app/main.swift", "print(2)\n") // same size, new modification time
        XCTAssertEqual(watcher.poll(), .rebuilt)
        XCTAssertEqual(builder.calls, 1)
        XCTAssertEqual(watcher.poll(), .unchanged)
        XCTAssertEqual(builder.calls, 1, "one save, one build")

        try write(".build/debug/generated.swift", "x") // build products are not sources
        try write("README.md", "hello") // nor is anything but .swift
        XCTAssertEqual(watcher.poll(), .unchanged)
        XCTAssertEqual(builder.calls, 1)

        try write("Sources/app/Scene.swift", "let x = 1\n") // a new file
        XCTAssertEqual(watcher.poll(), .rebuilt)
        XCTAssertEqual(builder.calls, 2)

        builder.failWith = "main.swift:1:1: error: cannot find 'x' in scope"
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Sources/app/Scene.swift")) // a removed file
        XCTAssertEqual(watcher.poll(), .buildFailed("main.swift:1:1: error: cannot find 'x' in scope"))
        XCTAssertEqual(builder.calls, 3)
        XCTAssertTrue(status.json.contains("\"building\":false,\"error\":\"main.swift:1:1: error: cannot find 'x' in scope\""), status.json)
        XCTAssertEqual(watcher.poll(), .unchanged, "a failed build is not retried until the next save")

        builder.failWith = nil
        try write("Sources/app/main.swift", "print(33)\n")
        XCTAssertEqual(watcher.poll(), .rebuilt)
        XCTAssertTrue(status.json.contains("\"error\":null"), status.json)
    }

    /// A debug studio of the watched package builds once at start (its release self) before any
    /// save, then only on saves; the restart target is the release build's executable.
    func testADebugStudioBuildsItsReleaseSelfFirst() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("studio-first-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("print(1)\n".utf8).write(to: dir.appendingPathComponent("Sources/app/main.swift"))
        let builder = FakeBuilder()
        let watcher = SourceWatcher(directory: dir.path, builder: builder, buildFirst: true)
        XCTAssertEqual(watcher.poll(), .rebuilt, "the first poll builds although nothing changed")
        XCTAssertEqual(builder.calls, 1)
        XCTAssertEqual(watcher.poll(), .unchanged)
        XCTAssertEqual(builder.calls, 1, "then only saves build")
        let plain = SourceWatcher(directory: dir.path, builder: builder)
        XCTAssertEqual(plain.poll(), .unchanged, "without buildFirst nothing builds before a save")

        XCTAssertEqual(
            StudioRestart.releaseExecutable(for: "/p/.build/x86_64-unknown-linux-gnu/debug/MyClips"),
            "/p/.build/x86_64-unknown-linux-gnu/release/MyClips")
        XCTAssertEqual(StudioRestart.releaseExecutable(for: "/debug/p/.build/debug/debug"), "/debug/p/.build/release/debug")
        XCTAssertNil(StudioRestart.releaseExecutable(for: "/usr/local/bin/clipgen"))
    }

    /// The real builder: a package that does not compile gives its `error:` line.
    func testSwiftBuilderReportsTheErrorLine() throws {
        let missing = SwiftBuilder(directory: "/nonexistent-studio-dir", configuration: "debug").build()
        XCTAssertNotNil(missing)
        XCTAssertFalse(missing!.contains("\n"))
        let output = """
            [1/3] Compiling tiny main.swift
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /tmp/p/Sources/tiny/main.swift:1:7: error: cannot find 'x' in scope
            """
        XCTAssertEqual(SwiftBuilder.errorLine(in: output), "/tmp/p/Sources/tiny/main.swift:1:7: error: cannot find 'x' in scope")
        XCTAssertEqual(SwiftBuilder.errorLine(in: "error: no such module\n"), "error: no such module")
        XCTAssertNil(SwiftBuilder.errorLine(in: "Build complete!\n"))
    }

    /// A real `clipgen studio --watch` restarts into itself after a save, and the restarted process
    /// blocks neither SIGINT nor SIGTERM and stops on SIGTERM with exit 143 (it used to inherit the exec-ing
    /// worker thread's mask, which blocks both, and ran on). The watched package is one line of
    /// Swift, so the rebuild is quick.
    func testRestartedStudioStopsOnSignals() throws {
        let dir = try CLIHarness.tempDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/tiny"), withIntermediateDirectories: true)
        let manifest =
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"tiny\", targets: [.target(name: \"tiny\")])\n"
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("Package.swift"))
        let source = dir.appendingPathComponent("Sources/tiny/tiny.swift")
        try Data("let one = 1\n".utf8).write(to: source)
        let p = Process()
        p.executableURL = CLIHarness.executable
        p.arguments = ["studio", "--port", "0", "--watch", dir.path]
        let out = LineCollector(), err = LineCollector()
        p.standardOutput = out.pipe
        p.standardError = err.pipe
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        let url = { (line: String) in line.hasPrefix("clipgen studio: ") }
        XCTAssertTrue(out.wait(count: 1, timeout: 60, url) { _ in false }, "no URL: \(err.text)")
        try Data("let two = 2\n".utf8).write(to: source)
        // The restarted process prints its URL again (same stdout); a failed build ends the wait.
        let restarted = out.wait(count: 2, timeout: 300, url) { _ in err.text.contains("build failed") }
        XCTAssertTrue(restarted && err.text.contains("restarting"), "no restart: \(err.text)")
        guard restarted else { return }
        let status = (try? String(contentsOfFile: "/proc/\(p.processIdentifier)/status", encoding: .utf8)) ?? ""
        let blocked = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }.flatMap {
            UInt64($0.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
        }
        let bits = UInt64(1) << (SIGINT - 1) | UInt64(1) << (SIGTERM - 1)
        XCTAssertEqual(blocked.map { $0 & bits }, 0, "the restarted studio blocks SIGINT or SIGTERM: \(status)")
        kill(p.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(20)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(p.isRunning, "the restarted studio ignored SIGTERM")
        // clipgen handles SIGTERM itself: it stops and exits 128 + 15.
        if !p.isRunning { XCTAssertEqual(p.terminationStatus, 143) }
    }

    /// Collects a pipe's lines as they come.
    final class LineCollector: @unchecked Sendable {
        let pipe = Pipe()
        private let lock = NSLock()
        private var buffer = ""

        init() {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] h in
                let data = h.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock { self.buffer += String(decoding: data, as: UTF8.self) }
            }
        }

        var text: String { lock.withLock { buffer } }

        /// Waits until `count` whole lines match `match`; false on timeout or once `giveUp` says so.
        func wait(count: Int, timeout: Double, _ match: (String) -> Bool, giveUp: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline, !giveUp(text) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                if lines.filter({ match(String($0)) }).count >= count { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

    func testRestartKeepsThePort() {
        XCTAssertEqual(
            StudioRestart.arguments(["studio", "--port", "0", "--watch", "."], port: 4321), ["studio", "--watch", ".", "--port", "4321"])
        XCTAssertEqual(
            StudioRestart.arguments(["studio", "--port=80", "--host", "::1"], port: 9), ["studio", "--host", "::1", "--port", "9"])
        XCTAssertEqual(StudioRestart.arguments(["studio"], port: 8080), ["studio", "--port", "8080"])
    }

    func testBadPortHostAndBusyPortAreOneLine() throws {
        let busy = try listeningSocket()
        defer { close(busy.fd) }
        for (args, needle) in [
            (["studio", "--port", "70000"], "--port must be between 0 and 65535"),
            (["studio", "--port", "http"], "--port"),
            (["studio", "--port", "0", "--host", "example.org"], "--host must be an IP address"),
            (["studio", "--port", "\(busy.port)"], "cannot listen on 127.0.0.1:\(busy.port)"),
            (["studio", "--port", "0", "--watch", "/nonexistent-folder"], "--watch: no folder at /nonexistent-folder"),
        ] {
            let r = try CLIHarness.run(args)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertEqual(r.errorLines.count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("clipgen: error: "), r.stderr)
            XCTAssertTrue(r.stderr.contains(needle), "\(needle) in \(r.stderr)")
        }
    }

    /// A user's package (the studio fixture: its own scenes plus the built-in ones) offers its own
    /// executable and first scene in `--help`, not `clipgen` and the built-in examples.
    func testUserPackageHelpNamesItsOwnScenes() throws {
        let fixture = CLIHarness.executable.deletingLastPathComponent().appendingPathComponent("clipgen-studio-fixture")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: fixture.path), "build clipgen-studio-fixture first")
        let p = Process()
        p.executableURL = fixture
        p.arguments = ["--help"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let help = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertTrue(help.contains("clipgen-studio-fixture fixture-layers --mp4"), help)
        XCTAssertTrue(help.contains("USAGE: clipgen-studio-fixture <subcommand>"), help)
        XCTAssertFalse(help.contains("twitter-launch") || help.contains("test-card"), help)
    }

    /// A socket listening on 127.0.0.1 at a free port.
    func listeningSocket() throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, len) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &len) == 0
            }
        }
        guard ok else { throw StudioError(oneLine: "cannot open a listening socket") }
        return (fd, Int(UInt16(bigEndian: addr.sin_port)))
    }
}

/// `clipgen studio --lottie FILE|DIR`: which files it lists, and one-line errors.
final class StudioLottieTests: XCTestCase {
    func testFilesAndFoldersAndErrors() throws {
        let dir = try CLIHarness.tempDirectory()
        for name in ["b.json", "a.JSON", "notes.txt"] {
            try "{}".write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let listed = try lottieFiles([dir.path, dir.path + "/b.json"])
        XCTAssertEqual(listed, [dir.path + "/a.JSON", dir.path + "/b.json", dir.path + "/b.json"])
        XCTAssertThrowsError(try lottieFiles([dir.path + "/missing.json"])) { e in
            XCTAssertTrue("\(e)".contains("no such file or folder"), "\(e)")
        }
        XCTAssertThrowsError(try lottieFiles([dir.path + "/notes.txt"])) { e in
            XCTAssertTrue("\(e)".contains("not a .json or .lottie file"), "\(e)")
        }
    }
}

import ClipSceneKit
import Foundation
import Synchronization

/// What the studio answers to one request: status, content type and body.
public struct StudioResponse: Sendable {
    /// HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String
    /// The body bytes.
    public var body: [UInt8]
    /// Extra headers (name, value).
    public var headers: [(String, String)] = []

    static func json(_ text: String, status: Int = 200) -> StudioResponse {
        StudioResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }
    static func error(_ message: String, status: Int) -> StudioResponse {
        json("{\"error\":\(jsonString(StudioError(oneLine: message).message))}", status: status)
    }
    static let notFound = StudioResponse(status: 404, contentType: "text/plain; charset=utf-8", body: Array("not found\n".utf8))
}

/// The state of `--watch` the page polls: a token that changes when the server restarts into a
/// rebuilt binary, whether a rebuild is running, and the last build's error line.
public final class StudioStatus: Sendable {
    private struct State {
        var building = false
        var error: String?
    }
    /// Identifies this server process (the page reloads its scene when it changes).
    public let version: String
    /// Whether the server watches a package for changes.
    public let watching: Bool
    private let state = Mutex(State())

    /// A status for a server started now.
    public init(watching: Bool, version: String = StudioStatus.freshVersion()) {
        self.watching = watching
        self.version = version
    }

    /// A token unique to this process start (process id and start time).
    public static func freshVersion() -> String {
        "\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000))"
    }

    /// Marks a rebuild as running.
    public func buildStarted() { state.withLock { $0.building = true } }
    /// Marks the rebuild as finished, with its error line if it failed.
    public func buildFinished(error: String?) {
        state.withLock {
            $0.building = false
            $0.error = error.map { StudioError(oneLine: $0).message }
        }
    }

    /// The status as JSON.
    public var json: String {
        let s = state.withLock { $0 }
        return """
            {"version":\(jsonString(version)),"watching":\(watching),"building":\(s.building),"error":\(s.error.map(jsonString) ?? "null")}
            """
    }
}

/// The studio's routes, independent of the HTTP server: a request line in, a response out.
///
/// Only these paths are served, matched exactly against the raw (still percent-encoded) path:
/// `/` (the page), `/api/scenes`, `/api/frame` (`format=png`, the default, or `format=rgba`: raw
/// straight-alpha RGBA, what the page plays; with `play=1` the frames after it are rendered
/// ahead into a cache), `/api/ready` (starts that render-ahead and says how far it is and how fast it
/// goes, `StudioReadiness`: the page buffers until the rest can play through), `/api/tree`, `/api/status`. Anything else,
/// including every path with `..`, a percent escape or a doubled slash, is 404: the studio never
/// reads a file named by a request.
public struct StudioRoutes: Sendable {
    /// The frames and trees served.
    public let frames: StudioFrames
    /// The `--watch` state.
    public let status: StudioStatus

    /// Routes over `frames`, reporting `status`.
    public init(frames: StudioFrames, status: StudioStatus) {
        self.frames = frames
        self.status = status
    }

    /// The response to `method` on `rawPath` with the raw query string `rawQuery`.
    public func respond(method: String, rawPath: String, rawQuery: String) -> StudioResponse {
        let routes = ["/", "/api/scenes", "/api/frame", "/api/ready", "/api/tree", "/api/status"]
        guard routes.contains(rawPath) else { return .notFound }
        guard method == "GET" || method == "HEAD" else {
            return StudioResponse(status: 405, contentType: "text/plain; charset=utf-8", body: Array("method not allowed\n".utf8))
        }
        let query = Self.parseQuery(rawQuery)
        switch rawPath {
        case "/": return StudioResponse(status: 200, contentType: "text/html; charset=utf-8", body: StudioPage.bytes)
        case "/api/scenes": return .json(scenesJSON)
        case "/api/status": return .json(status.json)
        default: break
        }
        guard let id = query["scene"] else { return .error("missing 'scene'", status: 400) }
        guard let scene = frames.scene(id: id) else { return .error("unknown scene '\(id)'", status: 404) }
        // Times are bounded by the scene's duration (its last frame is round(duration · fps)).
        let lastFrame = frames.frameIndex(at: scene.duration)
        let frame: Int
        if let f = query["frame"] {
            guard let n = DecimalNumber.parseInt(f), n >= 0, n <= lastFrame else {
                return .error("'frame' must be a whole number in 0...\(lastFrame) (got '\(f)')", status: 400)
            }
            frame = n
        } else if let t = query["t"] {
            guard let s = DecimalNumber.parse(t), s >= 0, s <= scene.duration else {
                return .error("'t' must be seconds in 0...\(scene.duration) (got '\(t)')", status: 400)
            }
            frame = frames.frameIndex(at: s)
        } else {
            frame = 0
        }
        if rawPath == "/api/ready" {
            // The page is about to play from `frame`: render ahead from there, say how far it got.
            frames.renderAhead(scene: scene, from: frame)
            return .json(frames.readiness(scene: scene, from: frame).json(frame: frame))
        }
        do {
            if rawPath == "/api/frame" {
                var r: StudioResponse
                switch query["format"] ?? "png" {
                case "png": r = StudioResponse(status: 200, contentType: "image/png", body: try frames.png(scene: scene, frame: frame))
                case "rgba":
                    // `play=1`: the page is playing; render the frames after this one meanwhile.
                    if query["play"] == "1" { frames.renderAhead(scene: scene, from: frame) } else { frames.stopRenderingAhead() }
                    r = StudioResponse(
                        status: 200, contentType: "application/octet-stream", body: try frames.rgba(scene: scene, frame: frame))
                case let f: return .error("'format' must be png or rgba (got '\(f)')", status: 400)
                }
                r.headers = [("X-Clipgen-Frame", "\(frame)"), ("Cache-Control", "no-store")]
                return r
            }
            let tree = try frames.layerTree(scene: scene, frame: frame)
            return .json("{\"frame\":\(frame),\"time\":\(frames.time(ofFrame: frame)),\"tree\":\(tree?.json ?? "null")}")
        } catch {
            return .error("\(scene.id): \(error)", status: 500)
        }
    }

    /// The scene list as JSON: groups with their scenes' ids, titles, durations and pixel sizes.
    var scenesJSON: String {
        let groups = frames.groups.map { g in
            let scenes = g.scenes.map { s in
                let (w, h) = s.pixelSize(scale: frames.scale)
                return """
                    {"id":\(jsonString(s.id)),"title":\(jsonString(s.title)),"duration":\(s.duration),"width":\(w),"height":\(h)}
                    """
            }
            return "{\"heading\":\(jsonString(g.heading)),\"scenes\":[\(scenes.joined(separator: ","))]}"
        }
        return "{\"fps\":\(frames.fps),\"scale\":\(frames.scale),\"groups\":[\(groups.joined(separator: ","))]}"
    }

    /// `a=1&b=x%20y` as a dictionary (percent escapes and `+` decoded; the first of a repeated name wins).
    static func parseQuery(_ raw: String) -> [String: String] {
        var out: [String: String] = [:]
        for pair in raw.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String {
                let plus = s.replacingOccurrences(of: "+", with: " ")
                return plus.removingPercentEncoding ?? plus
            }
            let key = decode(kv[0])
            if out[key] == nil { out[key] = kv.count > 1 ? decode(kv[1]) : "" }
        }
        return out
    }
}

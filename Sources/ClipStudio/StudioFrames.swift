import ClipAnimation
import ClipEncode
import ClipGeometry
import ClipRaster
import ClipSceneKit
import Dispatch
import Foundation
import Synchronization

/// A heading and its scenes, in the order the studio lists them (the CLI groups them like the gallery).
public struct StudioGroup: Sendable {
    /// The group's heading, e.g. "Kitten Yang guide · Chapter 3 · Core Animation".
    public var heading: String
    /// The scenes under the heading, in display order.
    public var scenes: [any Scene]

    /// A group of `scenes` under `heading`.
    public init(heading: String, scenes: [any Scene]) {
        self.heading = heading
        self.scenes = scenes
    }
}

/// Renders frames and layer trees of the studio's scenes at the preview scale.
///
/// Frame-accurate: a time t is snapped to frame `round(t · fps)`, and that frame is rendered at
/// `frame / fps` with the same options `clipgen still` uses, so the studio shows the same pixels.
/// Renderers are made once per scene and kept; a scene whose `makeRenderer` or `render` throws
/// gives a `StudioError` carrying the scene's one-line message (the server keeps running).
public final class StudioFrames: Sendable {
    /// The groups shown in the scene list.
    public let groups: [StudioGroup]
    /// Pixels per point of the preview frames.
    public let scale: Double
    /// Frames per second of the time grid.
    public let fps: Int
    private let renderers = Mutex<[String: any SceneRenderer]>([:])
    /// Frames already sent as RGBA, so a looping play and scrubbing back cost nothing.
    let cache: FrameCache
    /// The scene being rendered ahead, and a counter that stops an older run.
    private let ahead = Mutex<(scene: String?, generation: Int)>((nil, 0))
    /// How fast the latest render-ahead pass goes: its scene, the frames its workers rendered, when
    /// the first and the last of them were done (`DispatchTime` nanoseconds), and the rate of the
    /// scene's previous pass (what a new pass reports until it has its own).
    private let pace = Mutex<Pace>(Pace())
    private struct Pace {
        var scene: String?
        var generation = 0
        var rendered = 0
        var firstDone: UInt64 = 0
        var lastDone: UInt64 = 0
        var previousRate = 0.0
        /// Frames a second from the first frame to `now`, 0 before two frames.
        func rate(now: UInt64) -> Double {
            guard rendered >= 2, now > firstDone else { return 0 }
            return Double(rendered - 1) / (Double(now - firstDone) / 1e9)
        }
    }

    /// Frames being rendered now (by a request or a render-ahead worker), each with a group the
    /// others wait on: one frame is never rendered twice at the same time.
    private let rendering = Mutex<[String: DispatchGroup]>([:])
    /// Render-ahead workers: one per processor but one (left for the frame the page asks for
    /// now), at least 1, at most 4.
    private let aheadWorkers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// A frame source over `groups` at `scale` pixels per point, snapping times to `fps`.
    /// `cacheBytes` bounds the frames kept (least recently used go first).
    public init(groups: [StudioGroup], scale: Double = 1, fps: Int = 60, cacheBytes: Int = 512 << 20) {
        self.groups = groups
        self.scale = scale
        self.fps = fps
        cache = FrameCache(limit: cacheBytes)
    }

    /// Every scene, in list order.
    public var scenes: [any Scene] { groups.flatMap(\.scenes) }

    /// The scene with `id`, if listed.
    public func scene(id: String) -> (any Scene)? { scenes.first { $0.id == id } }

    /// The frame index nearest to `time` (`round(time · fps)`), clamped at 0.
    public func frameIndex(at time: Double) -> Int {
        guard time.isFinite, time > 0 else { return 0 }
        return Int(min((time * Double(fps)).rounded(), 1e9))
    }

    /// The scene time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// The options frames are rendered with (those of `clipgen still --scale <scale>`).
    public var options: SceneOptions { SceneOptions(scale: scale, seed: 0, showTouches: true, fps: 60) }

    /// The scene's renderer, made on first use.
    func renderer(for scene: any Scene) throws -> any SceneRenderer {
        if let r = renderers.withLock({ $0[scene.id] }) { return r }
        let r: any SceneRenderer
        do { r = try scene.makeRenderer(options: options) } catch { throw StudioError(oneLine: "\(error)") }
        renderers.withLock { $0[scene.id] = r }
        return r
    }

    /// The PNG of `scene` at frame `index`.
    public func png(scene: any Scene, frame index: Int) throws -> [UInt8] {
        let (w, h) = scene.pixelSize(scale: scale)
        let image = Pixmap(width: w, height: h)
        do {
            try renderer(for: scene).render(time: time(ofFrame: index), into: image.view)
            return try PNGCodec.encode(image.view)
        } catch let e as StudioError { throw e } catch { throw StudioError(oneLine: "\(error)") }
    }

    /// The frame `index` of `scene` as raw straight-alpha RGBA bytes, row by row (width × height × 4,
    /// the layout of the page's `ImageData`): the same pixels as `png`, without PNG's compression.
    public func rgba(scene: any Scene, frame index: Int) throws -> [UInt8] {
        try cachedRGBA(scene: scene, frame: index, skipIfBusy: false)?.bytes ?? renderRGBA(scene: scene, frame: index)
    }

    /// The frame from the cache, or rendered into it (`fits` false when keeping it evicted a frame
    /// of the same scene: the loop does not fit). A frame another thread is rendering is waited
    /// for (nil at once with `skipIfBusy`, for render-ahead workers), not rendered again.
    func cachedRGBA(scene: any Scene, frame index: Int, skipIfBusy: Bool) throws -> (bytes: [UInt8], fits: Bool)? {
        if let hit = cache.get(scene.id, index) { return (hit, true) }
        let key = "\(index)#\(scene.id)"
        let (group, mine) = rendering.withLock { busy -> (DispatchGroup, Bool) in
            if let g = busy[key] { return (g, false) }
            let g = DispatchGroup()
            g.enter()
            busy[key] = g
            return (g, true)
        }
        guard mine else {
            if skipIfBusy { return nil }
            group.wait()
            return cache.get(scene.id, index).map { ($0, true) } // nil if that render failed or did not fit: render it here
        }
        defer {
            rendering.withLock { $0[key] = nil }
            group.leave()
        }
        let bytes = try renderRGBA(scene: scene, frame: index)
        return (bytes, cache.put(scene.id, index, bytes))
    }

    /// The number of frames play loops over: `round(duration · fps)`, at least 1.
    public func frameCount(of scene: any Scene) -> Int { max(1, Int((scene.duration * Double(fps)).rounded())) }

    /// Renders the frames of `scene` after `frame` (wrapping at the end) into the cache on one
    /// background thread per processor but one (worker k takes every k-th frame, so the frames just
    /// ahead come first), so play keeps up on the first pass where one thread would not, and a scene that
    /// renders slower than real time (a debug build) becomes smooth once it has looped. A frame a
    /// request is rendering is skipped, not rendered twice. Calling it again for the same scene
    /// keeps the running pass; another scene stops it. It stops when every frame is cached or the
    /// cache is full.
    public func renderAhead(scene: any Scene, from frame: Int) {
        let generation: Int? = ahead.withLock { state in
            if state.scene == scene.id { return nil }
            state = (scene.id, state.generation + 1)
            return state.generation
        }
        guard let generation else { return }
        pace.withLock { p in
            let previous = p.scene == scene.id ? (p.rendered >= 2 ? p.rate(now: p.lastDone) : p.previousRate) : 0
            p = Pace(scene: scene.id, generation: generation, previousRate: previous)
        }
        let count = frameCount(of: scene)
        let workers = min(aheadWorkers, count)
        let running = DispatchGroup()
        for worker in 0..<workers {
            running.enter()
            DispatchQueue.global(qos: .utility).async { [self] in
                defer { running.leave() }
                for step in stride(from: 1 + worker, through: count, by: workers) {
                    guard ahead.withLock({ $0.generation == generation }) else { return }
                    let f = (frame + step) % count
                    if cache.contains(scene.id, f) { continue }
                    // A frame that throws, or a cache that no longer holds the loop, ends this worker
                    // (nil: a request is rendering that frame).
                    let result: (bytes: [UInt8], fits: Bool)?
                    do { result = try cachedRGBA(scene: scene, frame: f, skipIfBusy: true) } catch { return }
                    if result != nil {
                        let now = DispatchTime.now().uptimeNanoseconds
                        pace.withLock { p in
                            guard p.generation == generation else { return }
                            p.rendered += 1
                            if p.firstDone == 0 { p.firstDone = now }
                            p.lastDone = now
                        }
                    }
                    if let result, !result.fits { return }
                }
            }
        }
        running.notify(queue: .global(qos: .utility)) { [self] in
            ahead.withLock { if $0.generation == generation { $0.scene = nil } }
        }
    }

    /// How far the frames of `scene` from `frame` on (in play order, wrapping at the end) are
    /// ready, for a page that buffers before it plays: `cached` frames in a row from `frame` are in
    /// the cache, `uncached` of the loop's `frames` are not; `rate` is how many frames a second the
    /// render-ahead pass of this scene has rendered since its first frame, counting the time since
    /// its last frame too (a stalled pass slows down); until it has rendered two, the rate of the
    /// scene's previous pass (0 if none); `rendering`
    /// says whether that pass is still running; `fits` whether the cache can hold the loop.
    package func readiness(scene: any Scene, from frame: Int) -> StudioReadiness {
        let count = frameCount(of: scene)
        let isCached = (0..<count).map { cache.contains(scene.id, $0) }
        var cached = 0
        while cached < count, isCached[(frame + cached) % count] { cached += 1 }
        let uncached = isCached.count { !$0 }
        let running = ahead.withLock { $0.scene == scene.id }
        let now = DispatchTime.now().uptimeNanoseconds
        let rate = pace.withLock { p -> Double in
            guard p.scene == scene.id else { return 0 }
            return p.rendered >= 2 ? p.rate(now: now) : p.previousRate
        }
        let (w, h) = scene.pixelSize(scale: scale)
        let fits = w * h * 4 * count <= cache.limit
        return StudioReadiness(frames: count, cached: cached, uncached: uncached, rate: rate, rendering: running, fits: fits)
    }

    /// Stops rendering ahead (play paused).
    public func stopRenderingAhead() { ahead.withLock { $0 = (nil, $0.generation + 1) } }

    func renderRGBA(scene: any Scene, frame index: Int) throws -> [UInt8] {
        let (w, h) = scene.pixelSize(scale: scale)
        let image = Pixmap(width: w, height: h)
        do {
            try renderer(for: scene).render(time: time(ofFrame: index), into: image.view)
        } catch let e as StudioError { throw e } catch { throw StudioError(oneLine: "\(error)") }
        let rowBytes = w * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * h) { out, count in
            for y in 0..<h {
                StraightAlpha.unpremultiplyRow(image.view.row(y), out.baseAddress! + y * rowBytes, count: w)
            }
            count = rowBytes * h
        }
    }

    /// The layer tree of `scene` at frame `index`, or nil when the scene is not built on the
    /// layer engine (it has frames but no layers to show).
    public func layerTree(scene: any Scene, frame index: Int) throws -> StudioLayer? {
        guard let engine = try renderer(for: scene) as? LayerSceneRenderer else { return nil }
        return Self.layerTree(engine, at: time(ofFrame: index))
    }

    /// The presentation tree of `renderer` at scene time `t`: every layer with its name, frame,
    /// opacity, running animations and its outline in scene points.
    public static func layerTree(_ renderer: LayerSceneRenderer, at t: Double) -> StudioLayer {
        let (root, rt) = renderer.layerTree(at: t)
        defer {
            rt.discardEvents()
            root.teardown()
            if let h = rt.context?.handlers { h.onTap = nil; h.onPan = nil; h.onEdgePan = nil; h.onScroll = nil; h.onSlider = nil }
        }
        return rt.perform(at: t) {
            var next = 0
            return describe(root, at: t, parentState: nil, toCanvas: .identity, next: &next)
        }
    }

    /// Describes `layer` at scene time `t`; `toCanvas` maps the superlayer's coordinates to the
    /// canvas (scene points), each level flattened as the renderer does.
    static func describe(
        _ layer: Layer, at t: Double, parentState parent: LayerState?, toCanvas: ProjectiveTransform, next: inout Int
    ) -> StudioLayer {
        let tl = layer.localTime(atGlobal: t)
        let st = layer.presentationState(localTime: tl)
        let anchor = Point(st.bounds.minX + st.anchorPoint.x * st.bounds.width, st.bounds.minY + st.anchorPoint.y * st.bounds.height)
        var m = Transform3D(translationX: -anchor.x, y: -anchor.y).concatenating(st.transform)
            .concatenating(Transform3D(translationX: st.position.x, y: st.position.y, z: st.zPosition))
        if let ps = parent, !ps.sublayerTransform.isIdentity {
            let pa = Point(ps.bounds.minX + ps.anchorPoint.x * ps.bounds.width, ps.bounds.minY + ps.anchorPoint.y * ps.bounds.height)
            m = m.concatenating(Transform3D(translationX: -pa.x, y: -pa.y)).concatenating(ps.sublayerTransform)
                .concatenating(Transform3D(translationX: pa.x, y: pa.y))
        }
        let full = m.flattened.concatenating(toCanvas)
        let b = st.bounds
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let quad = corners.compactMap { full.apply($0) }
        let id = next
        next += 1
        let running = layer.attachedAnimations.compactMap { key, a -> String? in
            let d = a.duration > 0 ? a.duration : 0.25
            let e = a.timing.elapsed(parentTime: tl)
            guard e >= 0, e < a.timing.activeDuration(d) else { return nil }
            return animationLabel(key: key, a)
        }
        let children = layer.sublayers.map {
            describe($0, at: t, parentState: st, toCanvas: full, next: &next)
        }
        return StudioLayer(
            id: id, name: layer.name, type: String(describing: type(of: layer)), frame: st.frame, opacity: st.opacity,
            isHidden: st.isHidden, animations: running, outline: quad.count == 4 ? quad : [], children: children)
    }
}

/// How the layer tree names a running animation: its key, with the key path when it differs
/// (`slide (position.x)`); one added with `forKey: nil` (as `UIView.animate` adds them) by its key
/// path, or its kind for a group or transition; a spring says so (`position.x (spring)`).
func animationLabel(key: String?, _ a: Animation) -> String {
    let spring = a is SpringAnimation || a is UIViewSpringAnimation
    guard let key else {
        if let p = a as? PropertyAnimation { return p.keyPath.name + (spring ? " (spring)" : "") }
        return a is AnimationGroup ? "(group)" : a is Transition ? "(transition)" : "(animation)"
    }
    if let p = a as? PropertyAnimation, p.keyPath.name != key { return "\(key) (\(p.keyPath.name)\(spring ? ", spring" : ""))" }
    return key + (spring ? " (spring)" : "")
}

/// How ready the frames ahead of a play position are (`StudioFrames.readiness`).
package struct StudioReadiness: Sendable, Equatable {
    /// The frames of one loop.
    package var frames: Int
    /// Frames in a row from the position (wrapping) already rendered.
    package var cached: Int
    /// Frames of the loop not rendered yet.
    package var uncached: Int
    /// Frames a second the render-ahead renders (0 while unknown).
    package var rate: Double
    /// Whether the render-ahead is running for this scene.
    package var rendering: Bool
    /// Whether the cache can hold the whole loop (if not, the render-ahead stops when it is full and
    /// play cannot wait for every frame: it plays what is ready and buffers again when it must).
    package var fits: Bool

    /// As JSON, with `frame`, the position it was measured from.
    func json(frame: Int) -> String {
        let r = rate.isFinite ? (rate * 10).rounded() / 10 : 0
        return """
            {"frame":\(frame),"frames":\(frames),"cached":\(cached),"uncached":\(uncached),"rate":\(r),"rendering":\(rendering),"fits":\(fits)}
            """
    }
}

/// One layer of the studio's layer tree, at one time.
public struct StudioLayer: Sendable {
    /// Position in a depth-first walk (root = 0), stable for one scene and time.
    public var id: Int
    /// The layer's `name`, if set.
    public var name: String?
    /// The layer's class, e.g. "ShapeLayer".
    public var type: String
    /// Presentation frame in the superlayer's coordinates (points).
    public var frame: Rect
    /// Presentation opacity.
    public var opacity: Double
    /// Presentation `isHidden`.
    public var isHidden: Bool
    /// The animations active at this time, named by `animationLabel` (those added without a key too).
    public var animations: [String]
    /// The bounds' four corners on the canvas, in scene points (empty when projected behind the eye).
    public var outline: [Point]
    /// Sublayers, back to front.
    public var children: [StudioLayer]

    /// Every layer of the subtree, depth first.
    public var flattened: [StudioLayer] { [self] + children.flatMap(\.flattened) }

    /// The tree as a JSON object (numbers rounded to 1/1000 point).
    public var json: String {
        func n(_ v: Double) -> String { v.isFinite ? "\((v * 1000).rounded() / 1000)" : "null" }
        let f = "[\(n(frame.minX)),\(n(frame.minY)),\(n(frame.width)),\(n(frame.height))]"
        let o = "[" + outline.map { "[\(n($0.x)),\(n($0.y))]" }.joined(separator: ",") + "]"
        let a = "[" + animations.map(jsonString).joined(separator: ",") + "]"
        let c = "[" + children.map(\.json).joined(separator: ",") + "]"
        return """
            {"id":\(id),"name":\(name.map(jsonString) ?? "null"),"type":\(jsonString(type)),"frame":\(f),\
            "opacity":\(n(opacity)),"hidden":\(isHidden),"animations":\(a),"outline":\(o),"children":\(c)}
            """
    }
}

/// A one-line error the studio shows on its page.
public struct StudioError: Error, CustomStringConvertible, Sendable {
    /// The message, newlines folded to spaces.
    public let message: String
    /// An error whose message is `text` on one line.
    public init(oneLine text: String) {
        message = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
    /// The message.
    public var description: String { message }
}

/// `s` as a JSON string literal.
func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "<": out += "\\u003c" // never closes a <script> when inlined
        default:
            if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
        }
    }
    return out + "\""
}

/// Rendered frames by scene and index, up to a byte limit; the least recently used go first.
final class FrameCache: Sendable {
    private struct State {
        var frames: [String: (bytes: [UInt8], used: Int)] = [:]
        var bytes = 0
        var clock = 0
    }
    /// The most bytes kept.
    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = limit }

    private static func key(_ scene: String, _ frame: Int) -> String { "\(frame)#\(scene)" }

    /// The frame, if cached (and marks it used).
    func get(_ scene: String, _ frame: Int) -> [UInt8]? {
        state.withLock { s in
            let k = Self.key(scene, frame)
            guard let hit = s.frames[k] else { return nil }
            s.clock += 1
            s.frames[k]!.used = s.clock
            return hit.bytes
        }
    }

    func contains(_ scene: String, _ frame: Int) -> Bool { state.withLock { $0.frames[Self.key(scene, frame)] != nil } }

    /// Keeps the frame, dropping the least recently used ones to stay within `limit`; false when
    /// the frame alone is larger than the limit, or the cache is full of frames of this scene
    /// (rendering ahead then stops: the loop does not fit).
    @discardableResult
    func put(_ scene: String, _ frame: Int, _ bytes: [UInt8]) -> Bool {
        state.withLock { s in
            guard bytes.count <= limit else { return false }
            let k = Self.key(scene, frame)
            if let old = s.frames.removeValue(forKey: k) { s.bytes -= old.bytes.count }
            var evictedOwn = false
            while s.bytes + bytes.count > limit, let victim = s.frames.min(by: { $0.value.used < $1.value.used }) {
                s.bytes -= victim.value.bytes.count
                s.frames.removeValue(forKey: victim.key)
                if victim.key.hasSuffix("#" + scene) { evictedOwn = true }
            }
            s.clock += 1
            s.frames[k] = (bytes, s.clock)
            s.bytes += bytes.count
            return !evictedOwn
        }
    }

    /// Bytes held.
    var byteCount: Int { state.withLock { $0.bytes } }
}

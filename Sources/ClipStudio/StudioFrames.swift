import ClipAnimation
import ClipEncode
import ClipGeometry
import ClipRaster
import ClipSceneKit
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

    /// A frame source over `groups` at `scale` pixels per point, snapping times to `fps`.
    public init(groups: [StudioGroup], scale: Double = 1, fps: Int = 60) {
        self.groups = groups
        self.scale = scale
        self.fps = fps
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
        let running = layer.animationKeys().compactMap { key -> String? in
            guard let a = layer.animation(forKey: key) else { return nil }
            let d = a.duration > 0 ? a.duration : 0.25
            let e = a.timing.elapsed(parentTime: tl)
            guard e >= 0, e < a.timing.activeDuration(d) else { return nil }
            if let p = a as? PropertyAnimation, p.keyPath.name != key { return "\(key) (\(p.keyPath.name))" }
            return key
        }
        let children = layer.sublayers.map {
            describe($0, at: t, parentState: st, toCanvas: full, next: &next)
        }
        return StudioLayer(
            id: id, name: layer.name, type: String(describing: type(of: layer)), frame: st.frame, opacity: st.opacity,
            isHidden: st.isHidden, animations: running, outline: quad.count == 4 ? quad : [], children: children)
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
    /// Keys of the animations active at this time (with the key path when it differs).
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

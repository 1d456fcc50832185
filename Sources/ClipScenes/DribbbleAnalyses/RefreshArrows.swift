import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.19 `refresh-arrows` (Dribbble analyses §1, "a playful rotation", shot 2064446 "Refresh";
/// demo QRefreshView): on a green tile two white round-capped arcs of a radius-40 circle, each with
/// a chevron at its start, spin counter-clockwise half a turn per second (`transform.rotation.z`
/// 2π → 0 in 2 s); in every turn both chevrons morph to point the other way (a keyframe `path`
/// animation with keyTimes 0.45, 0.75, 0.95, autoreversed), hold, and morph back.
///
/// Left: the two-layer version (arc + arrow twice); right: the replicator version (one arc + arrow,
/// `instanceCount` 2, `instanceTransform` rotation π — the copy replays the arrow's animation live).
/// ⚑ choices: both variants side by side on a 260 × 170 canvas, each tile 100 × 100 pt; 0.5 s still,
/// then "Start" (the animations begin) for 6 s.
enum RefreshArrows {
    static let tileGreen = Color.rgb(34, 233, 123)
    static let startDelay = 0.5

    static let scene = EngineScene(
        id: "refresh-arrows", title: "Refresh arrows: two arcs spin while their arrowheads flip",
        source: SceneSource(.dribbbleAnalyses, chapter: 1, section: "1.1", reference: "Dribbble 2064446 \"Refresh\", QRefreshView"),
        tags: [.bezier, .keyframe, .replicator, .loader], keyTimes: [0.3, 1.1, 1.6, 2.25], size: Size(260, 170), duration: 6.5,
        background: .white, build: build)

    static let arrow1Start = polyline([Point(80, 54), Point(90, 50), Point(99, 56.5)])
    static let arrow1End = polyline([Point(80, 42.5), Point(90, 50), Point(99, 44.5)])
    static let arrow2Start = polyline([Point(2, 44), Point(10, 50), Point(20, 45)])
    static let arrow2End = polyline([Point(2, 59), Point(10, 50), Point(20, 55)])

    static func polyline(_ pts: [Point]) -> Path {
        var p = Path(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }; return p
    }

    /// A white 3 pt round-capped stroke of `path`, unfilled, over the tile.
    static func strokeLayer(_ path: Path, name: String) -> ShapeLayer {
        let l = LayerKit.shape(path, frame: Rect(0, 0, 100, 100), fill: nil, stroke: .white, lineWidth: 3, cap: .round)
        l.fillColor = .clear
        l.name = name
        return l
    }

    static func arc(from a0: Double, to a1: Double) -> Path {
        var p = Path()
        p.addArc(center: Point(50, 50), radius: 40, startAngle: a0, endAngle: a1, clockwise: true)
        return p
    }

    /// aniChangePath: start → end between keyTimes 0.45 and 0.75, held to 0.95, autoreversed, forever.
    static func arrowAnimation(_ start: Path, _ end: Path) -> KeyframeAnimation {
        let a = KeyframeAnimation(keyPath: "path")
        a.values = [.path(start), .path(end), .path(end)]
        a.keyTimes = [0.45, 0.75, 0.95]
        a.autoreverses = true
        a.repeatCount = .infinity
        a.duration = 1
        return a
    }

    static func spin() -> BasicAnimation {
        let baseAni = BasicAnimation(keyPath: "transform.rotation.z")
        baseAni.fromValue = .scalar(Double.pi * 2)
        baseAni.toValue = 0
        baseAni.duration = 2
        baseAni.repeatCount = .infinity
        return baseAni
    }

    static func tile(at origin: Point, name: String) -> Layer {
        let t = Layer(frame: Rect(origin.x, origin.y, 100, 100))
        t.name = name
        t.backgroundColor = tileGreen
        return t
    }

    static func caption(_ s: String, x: Double) -> Layer {
        LayerKit.label(s, origin: Point(x - 10, 138), width: 120, size: 12, color: Color(white: 0.35), weight: .medium, align: .center)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))

        // Two arcs + two arrows in one parent layer.
        let view = tile(at: Point(20, 25), name: "tile")
        let parent = Layer(frame: view.bounds)
        parent.name = "parent"
        let arc1 = strokeLayer(arc(from: 0, to: Double.pi / 2 * 7 / 4), name: "arc1")
        let arc2 = strokeLayer(arc(from: Double.pi, to: Double.pi * 15 / 8), name: "arc2")
        let arrow1 = strokeLayer(arrow1Start, name: "arrow1")
        let arrow2 = strokeLayer(arrow2Start, name: "arrow2")
        for l in [arc1, arc2, arrow1, arrow2] { parent.addSublayer(l) }
        view.addSublayer(parent)
        root.addSublayer(view)
        root.addSublayer(caption("two layers", x: 20))

        // The replicator version: one arc + one arrow, copied once rotated by π.
        let view2 = tile(at: Point(140, 25), name: "replicatorTile")
        let parLayer = ReplicatorLayer()
        parLayer.name = "parLayer"
        parLayer.frame = view2.bounds
        parLayer.instanceCount = 2
        parLayer.instanceTransform = Transform3D(rotationAngle: Double.pi, x: 0, y: 0, z: 1)
        let arcR = strokeLayer(arc(from: 0, to: Double.pi / 2 * 7 / 4), name: "replicatedArc")
        let arrowR = strokeLayer(arrow1Start, name: "replicatedArrow")
        parLayer.addSublayer(arcR)
        parLayer.addSublayer(arrowR)
        view2.addSublayer(parLayer)
        root.addSublayer(view2)
        root.addSublayer(caption("replicator", x: 140))

        // The "Start" button: beginAni.
        after(startDelay) {
            parent.add(spin(), forKey: "rotation")
            arrow1.add(arrowAnimation(arrow1Start, arrow1End), forKey: "changePath1")
            arrow2.add(arrowAnimation(arrow2Start, arrow2End), forKey: "changePath2")
            parLayer.add(spin(), forKey: "rotation")
            arrowR.add(arrowAnimation(arrow1Start, arrow1End), forKey: "changePath")
        }
        return root
    }
}

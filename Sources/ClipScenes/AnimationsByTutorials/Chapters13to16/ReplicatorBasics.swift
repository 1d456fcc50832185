import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.15 `replicator-basics` (ch. 16 "Replicating Animations", introduction): a teaching clip in
/// four lanes — copies in a row (`instanceCount`, `instanceTransform` translation), the same row
/// tinted from magenta toward cyan (`instanceColor` + per-copy offsets), a ring of copies each
/// rotated a little more (`instanceTransform` rotation about the replicator's centre), and one
/// animation replayed by every copy 0.2 s later than the one before (`instanceDelay`).
///
/// ⚑ choices (the book gives only the 0.2 s delay and magenta → cyan): 10 copies of a 24 × 24 white
/// square with corner radius 4, 32 pt apart; instanceColor magenta with red −1/9, green +1/9 per
/// copy (copy 9 is cyan); the ring rotates by 2π/10 with the square 80 pt above the centre; the
/// original scales 1 → 1.6 (0.3 s, autoreverses, forever); in that lane the square is 16 pt, so at
/// 1.6× (25.6 pt) neighbours 32 pt apart stay separate squares. So that it moves, the copies of
/// the first three lanes appear one by one (`instanceCount` 1 → 10, one more every 0.15 s), the
/// lanes starting 0.3 s apart (0.2, 0.5, 0.8 s), and the ring turns slowly (one turn in 12 s).
enum ReplicatorBasics {
    static let background = Color(hex: 0x1D2130)
    static let labelColor = Color(hex: 0xC9D1E3)
    static let codeColor = Color(hex: 0x8FD3FF)
    static let count = 10
    static let step = 0.15
    /// When each of the first three lanes starts growing its copies.
    static let revealStarts = [0.2, 0.5, 0.8]
    /// The instanceDelay lane's square: 16 pt, 25.6 pt at the 1.6× peak.
    static let delaySide = 16.0

    static let scene = EngineScene(
        id: "replicator-basics", title: "CAReplicatorLayer basics: copies, colour offsets, a ring, instanceDelay",
        source: .animationsByTutorials("16.1", reference: "Replicating Animations (introduction)"),
        tags: [.replicator], keyTimes: [0.5, 2.0, 4.2], duration: 6.0, background: background, build: build)

    static func caption(_ title: String, _ code: String, y: Double, width: Double) -> [Layer] {
        let t = LayerKit.label(title, origin: Point(20, y), width: width - 40, size: 15, color: labelColor, weight: .semibold)
        let c = TextLayer()
        c.frame = Rect(20, y + 20, width - 40, 16)
        c.string = code
        c.fontSize = 12
        c.font = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        c.foregroundColor = codeColor
        return [t, c]
    }

    /// The white square (24 × 24 unless `side` says) a lane replicates, centred on `center`
    /// (replicator coordinates).
    static func square(center: Point, side: Double = 24) -> Layer {
        LayerKit.box(Rect(center.x - side / 2, center.y - side / 2, side, side), color: .white, radius: side / 6)
    }

    /// Grows `replicator.instanceCount` from 1 to `count`, one copy every `step` s from `start`.
    static func reveal(_ replicator: ReplicatorLayer, start: Double) {
        replicator.instanceCount = 1
        for k in 2...count { after(start + step * Double(k - 1)) { replicator.instanceCount = k } }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.addSublayer(
            LayerKit.label(
                "CAReplicatorLayer", origin: Point(0, 22), width: W, size: 22, color: .white,
                weight: .bold, align: .center))
        let rowX = (W - (Double(count - 1) * 32 + 24)) / 2 + 12 // centre of the original in a row

        // (a) copies in a row.
        for l in caption("Copies", "instanceCount = 10 · translate(32, 0)", y: 66, width: W) { root.addSublayer(l) }
        let row = ReplicatorLayer()
        row.name = "rowReplicator"
        row.frame = Rect(0, 108, W, 24)
        row.addSublayer(square(center: Point(rowX, 12)))
        row.instanceTransform = Transform3D(translationX: 32, y: 0)
        root.addSublayer(row)
        reveal(row, start: revealStarts[0])

        // (b) colour progression.
        for l in caption("Colour per copy", "instanceColor magenta · red −1/9 · green +1/9", y: 150, width: W) { root.addSublayer(l) }
        let tinted = ReplicatorLayer()
        tinted.name = "tintReplicator"
        tinted.frame = Rect(0, 192, W, 24)
        tinted.addSublayer(square(center: Point(rowX, 12)))
        tinted.instanceTransform = Transform3D(translationX: 32, y: 0)
        tinted.instanceColor = Color(r: 1, g: 0, b: 1)
        tinted.instanceRedOffset = -1.0 / 9
        tinted.instanceGreenOffset = 1.0 / 9
        root.addSublayer(tinted)
        reveal(tinted, start: revealStarts[1])

        // (c) a ring: each copy rotated 2π/10 more, about the replicator's centre.
        for l in caption("A ring", "instanceTransform = rotate(2π / 10)", y: 234, width: W) { root.addSublayer(l) }
        let ring = ReplicatorLayer()
        ring.name = "ringReplicator"
        ring.frame = Rect(W / 2 - 100, 282, 200, 200)
        ring.addSublayer(square(center: Point(100, 100 - 80)))
        ring.instanceTransform = Transform3D(rotationAngle: 2 * Double.pi / Double(count), x: 0, y: 0, z: 1)
        ring.instanceColor = Color(r: 1, g: 0.85, b: 0.3)
        root.addSublayer(ring)
        reveal(ring, start: revealStarts[2])
        let turn = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .scalar(2 * Double.pi), duration: 12)
        turn.repeatCount = .infinity
        ring.add(turn, forKey: "turn")

        // (d) instanceDelay: the original's animation, replayed 0.2 s later by each copy.
        for l in caption("Delay per copy", "instanceDelay = 0.2 · scale 1 → 1.6 (0.3 s)", y: 500, width: W) {
            root.addSublayer(l)
        }
        let delayed = ReplicatorLayer()
        delayed.name = "delayReplicator"
        delayed.frame = Rect(0, 560, W, 24)
        let original = square(center: Point(rowX, 12), side: delaySide)
        original.name = "delayOriginal"
        delayed.addSublayer(original)
        delayed.instanceCount = count
        delayed.instanceTransform = Transform3D(translationX: 32, y: 0)
        delayed.instanceDelay = 0.2
        delayed.instanceColor = Color(r: 0.45, g: 0.9, b: 0.6)
        let pulse = BasicAnimation(keyPath: "transform.scale", from: 1, to: 1.6, duration: 0.3)
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        original.add(pulse, forKey: "pulse")
        root.addSublayer(delayed)
        return root
    }
}

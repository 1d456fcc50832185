import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] 给定fromValue和toValue,将在两者之间进行插值
// [SEED] 给定fromValue和byValue,将在fromValue和fromValue+byValue之间插值
// [SEED] 给定byValue和toValue,将在toValue-byValue和toValue之间插值
// [SEED] 仅给定fromValue,将在fromValue和当前值之间插值
// [SEED] 仅给定toValue,将在当前值和toValue之间插值
// [SEED] 仅给定byValue,将在当前值和当前值+byValue之间插值

/// `basic-from-to-by` (primer §2.2, CAAnimation): the six ways to give a `CABasicAnimation` its
/// ends, one lane each, all animating `position.x` of a dot whose current (model) value is 130.
///
/// [CHOICE] the numbers (from 50, to 250, by 100, current 130: every lane ends somewhere
/// else), 2 s easeInEaseOut starting at 0.5 s, `fillMode = forwards` with
/// `removedOnCompletion = NO` so each lane holds its end; dashes mark the current value.
enum BasicFromToBy {
    static let current = 130.0
    static let start = 0.5, run = 2.0
    static let firstLaneY = 96.0, laneStep = 55.0
    static let trackX0 = 30.0, trackX1 = 290.0

    /// One lane: its label and its from/to/by.
    struct Lane {
        let label: String
        let from: Double?, to: Double?, by: Double?
    }

    static let lanes: [Lane] = [
        Lane(label: "from 50 · to 250", from: 50, to: 250, by: nil),
        Lane(label: "from 50 · by 100", from: 50, to: nil, by: 100),
        Lane(label: "by 100 · to 250", from: nil, to: 250, by: 100),
        Lane(label: "from 50 only", from: 50, to: nil, by: nil),
        Lane(label: "to 250 only", from: nil, to: 250, by: nil),
        Lane(label: "by 100 only", from: nil, to: nil, by: 100),
    ]

    /// The interpolation's ends as the seed's rules give them.
    static func ends(_ l: Lane) -> (Double, Double) {
        switch (l.from, l.to, l.by) {
        case (let f?, let t?, _): (f, t)
        case (let f?, nil, let b?): (f, f + b)
        case (nil, let t?, let b?): (t - b, t)
        case (let f?, nil, nil): (f, current)
        case (nil, let t?, nil): (current, t)
        case (nil, nil, let b?): (current, current + b)
        default: (current, current)
        }
    }

    static let scene = EngineScene(
        id: "basic-from-to-by", title: "CABasicAnimation's from / to / by combinations",
        source: .calayerPrimer(2, "2", reference: "CABasicAnimation fromValue/toValue/byValue"),
        keyTimes: [0.3, 1.5, 3.0], size: PrimerKit.size, duration: 3.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        // The current value, shared by every lane.
        root.addSublayer(
            LayerKit.label(
                "ring = start · bar = end · dashes = current (130)", origin: Point(22, firstLaneY - 64), width: 280, size: 12,
                color: PrimerKit.secondary, weight: .medium))
        for (i, lane) in lanes.enumerated() {
            let y = firstLaneY + laneStep * Double(i)
            let (a, b) = ends(lane)
            root.addSublayer(
                LayerKit.label(lane.label, origin: Point(trackX0 - 8, y - 29), width: 200, size: 14, color: PrimerKit.code, weight: .medium)
            )
            root.addSublayer(
                LayerKit.label(
                    "\(PrimerKit.num(a)) → \(PrimerKit.num(b))", origin: Point(trackX1 - 110, y - 29), width: 118, size: 14,
                    color: PrimerKit.ink, weight: .bold, align: .right))
            root.addSublayer(LayerKit.box(Rect(trackX0, y - 1, trackX1 - trackX0, 2), color: Color(white: 0.88), radius: 1))
            // The current value (the model), where a missing end comes from.
            root.addSublayer(PrimerKit.dashedOutline(Rect(current, y - 13, 0.01, 26), color: Color(white: 0.5)))
            // Start (hollow) and end (filled) markers.
            let startMark = LayerKit.disc(center: Point(a, y), radius: 6, color: .white)
            startMark.borderColor = Color(white: 0.6); startMark.borderWidth = 1.5
            root.addSublayer(startMark)
            let endMark = LayerKit.box(Rect(b - 1.5, y - 9, 3, 18), color: Color(white: 0.6), radius: 1.5)
            root.addSublayer(endMark)
            let dot = LayerKit.disc(center: Point(current, y), radius: 10, color: PrimerKit.blue0092)
            dot.name = "dot\(i)"
            root.addSublayer(dot)
            after(start) {
                let anim = BasicAnimation(keyPath: .positionX)
                anim.fromValue = lane.from.map { .scalar($0) }
                anim.toValue = lane.to.map { .scalar($0) }
                anim.byValue = lane.by.map { .scalar($0) }
                anim.duration = run
                anim.timingFunction = .easeInEaseOut
                anim.fillMode = .forwards
                anim.isRemovedOnCompletion = false
                dot.add(anim, forKey: "move")
            }
        }

        PrimerKit.divider(root, y: 392, width: W)
        let caption = PrimerKit.caption(
            root, title: "CABasicAnimation",
            lines: ["fromValue · toValue · byValue", "position.x: 0.0 of 2 s"],
            note: "Give one or two of the three; a missing end is the current value (the dashes).",
            top: 404)
        _ = DisplayLink { _ in
            let e = min(run, max(0, currentMediaTime() - start))
            let shown = PrimerKit.num(e, 1)
            caption.set(1, "position.x: \(shown.contains(".") ? shown : shown + ".0") of 2 s", active: e > 0 && e < run)
        }
        return root
    }
}

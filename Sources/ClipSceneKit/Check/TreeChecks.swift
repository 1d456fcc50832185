import ClipAnimation
import ClipGeometry
import Foundation

/// Where a drawn node's content lies in a frame.
package enum CanvasPlace: Sendable, Hashable {
    /// Some of it is on the canvas.
    case inside
    /// All of it is off the canvas (and visible otherwise: not clipped away, not transparent).
    case outside
}

/// A text run seen in a frame: where it shows on the canvas and what it lacks.
package struct TextSighting: Sendable, Hashable {
    /// The node it belongs to (a path of names and indices from the root).
    package var key: String
    /// The text.
    package var string: String
    /// Its glyphs' bounds on the canvas, points, after the clips of its ancestors.
    package var rect: Rect
    /// Characters no font could draw.
    package var missing: [Unicode.Scalar]

    /// A sighting of `string` at `rect`.
    package init(key: String, string: String, rect: Rect, missing: [Unicode.Scalar] = []) {
        self.key = key; self.string = string; self.rect = rect; self.missing = missing
    }
}

/// What the render tree of one frame says, for the tree findings: every drawing node's place and
/// every visible text run.
package struct TreeSample: Sendable {
    /// Drawing nodes by key (a path of names and sibling indices from the root).
    package var places: [String: CanvasPlace] = [:]
    /// Visible text runs.
    package var texts: [TextSighting] = []

    /// An empty sample.
    package init() {}

    /// The sample of `root`, a frame of a canvas of `canvas` points. Transparent subtrees
    /// (opacity under 2 %) and content its ancestors' `masksToBounds` clip away are left out.
    package init(_ root: RenderNode, canvas: Size) {
        visit(root, toCanvas: .identity, opacity: 1, clip: nil, key: "", canvas: Rect(0, 0, canvas.width, canvas.height))
    }

    private mutating func visit(
        _ n: RenderNode, toCanvas parent: ProjectiveTransform, opacity: Double, clip: Rect?, key: String, canvas: Rect
    ) {
        let t = n.transform.concatenating(parent)
        let alpha = opacity * n.opacity
        guard alpha >= 0.02 else { return }
        var clip = clip
        if let c = n.clip {
            guard let r = TreeSample.canvasRect(c.controlPointBounds, t) else { return }
            clip = clip.map { $0.intersection(r) } ?? r
            if clip!.isEmpty { return }
        }
        if let local = TreeSample.contentBounds(n.ops), let r = TreeSample.canvasRect(local, t), !r.isEmpty {
            let visible = clip.map { $0.intersection(r) } ?? r
            if !visible.isEmpty { places[key] = visible.intersection(canvas).isEmpty ? .outside : .inside }
        }
        for run in n.textRuns {
            guard let r = TreeSample.canvasRect(run.bounds, t) else { continue }
            let visible = clip.map { $0.intersection(r) } ?? r
            guard !visible.isEmpty else { continue }
            texts.append(TextSighting(key: key, string: run.string, rect: visible, missing: run.missing))
        }
        for (i, c) in n.children.enumerated() {
            visit(c, toCanvas: t, opacity: alpha, clip: clip, key: key + "/" + (c.name ?? "") + "#\(i)", canvas: canvas)
        }
    }

    /// The box of `r`'s corners through `t`; nil when a corner falls behind the projection plane.
    static func canvasRect(_ r: Rect, _ t: ProjectiveTransform) -> Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)] {
            guard let q = t.apply(p), q.x.isFinite, q.y.isFinite else { return nil }
            x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
        }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// The box of what `ops` draw, local coordinates (control points: conservative); nil when nothing.
    static func contentBounds(_ ops: [DrawOp]) -> Rect? {
        var box: Rect?
        func add(_ r: Rect, _ t: ClipGeometry.AffineTransform) {
            guard let m = canvasRect(r, ProjectiveTransform(t)) else { return }
            box = box.map { $0.union(m) } ?? m
        }
        for op in ops {
            switch op {
            case .fill(let p, _, _, let t): if !p.isEmpty { add(p.controlPointBounds, t) }
            case .stroke(let p, let s, _, let t):
                if !p.isEmpty { add(p.controlPointBounds.insetBy(dx: -s.width / 2, dy: -s.width / 2), t) }
            case .image(let pm, let t, let o): if o > 0 { add(Rect(0, 0, Double(pm.width), Double(pm.height)), t) }
            case .clip, .blendMode: break
            }
        }
        return box
    }
}

/// The thresholds of the tree findings.
package struct TreeThresholds: Sendable, Hashable {
    /// Text counts as clipped when its glyphs run this far (points) past an edge of the canvas.
    package var textOverhang = 0.5
    /// A clipped text run is reported when it stands still (its box moves less than this, points,
    /// from the frame before): text sliding in or out across the edge is motion, not a clipped label.
    package var stillText = 0.01

    /// The defaults above.
    package init() {}
}

/// The findings read from the render trees of a clip's frames.
package enum TreeChecks {
    /// Every tree finding of `samples` (frame i at i / fps) on a canvas of `canvas` points.
    package static func findings(_ samples: [TreeSample], fps: Int, canvas: Size, thresholds t: TreeThresholds = TreeThresholds())
        -> [CheckFinding]
    {
        (leavesAndReturns(samples, fps: fps) + clippedText(samples, fps: fps, canvas: canvas, thresholds: t)
            + missingGlyphs(samples, fps: fps, canvas: canvas)).sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
    }

    /// Drawing nodes that are on the canvas, then wholly off it for one frame or more, then on it
    /// again (a frame without the node, hidden or transparent, ends the watch). Nodes leaving
    /// and returning over the same frames are one finding, named by the topmost of them.
    package static func leavesAndReturns(_ samples: [TreeSample], fps: Int) -> [CheckFinding] {
        var keys = Set<String>()
        for s in samples { keys.formUnion(s.places.keys) }
        var byInterval: [Int: [Int: [String]]] = [:] // start → end → keys
        for key in keys {
            var seenInside = false
            var outSince: Int?
            for (f, s) in samples.enumerated() {
                switch s.places[key] {
                case nil: outSince = nil
                case .inside?:
                    if let o = outSince { byInterval[o, default: [:]][f, default: []].append(key) }
                    outSince = nil
                    seenInside = true
                case .outside?: if seenInside && outSince == nil { outSince = f }
                }
            }
        }
        // Nodes that do it over overlapping frames (a menu and its buttons, a replicator's
        // instances) are one finding, named by the topmost of them.
        struct Group { var start: Int; var end: Int; var keys: [String]; var longest: Int; var shortest: Int }
        var groups: [Group] = []
        let events = byInterval.flatMap { start, ends in ends.flatMap { end, keys in keys.map { (start, end, $0) } } }.sorted {
            ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2)
        }
        for (start, end, key) in events {
            if var g = groups.last, start <= g.end {
                g.end = max(g.end, end); g.keys.append(key)
                g.longest = max(g.longest, end - start); g.shortest = min(g.shortest, end - start)
                groups[groups.count - 1] = g
            } else {
                groups.append(Group(start: start, end: end, keys: [key], longest: end - start, shortest: end - start))
            }
        }
        return groups.map { g in
            let top = g.keys.min { ($0.count, $0) < ($1.count, $1) }!
            let frames = g.shortest == g.longest ? "\(g.longest)" : "\(g.shortest)-\(g.longest)"
            let who = g.keys.count == 1 ? "node \(top.isEmpty ? "(root)" : top) is" : "\(g.keys.count) nodes (topmost \(top)) are each"
            return CheckFinding(
                kind: .leavesAndReturns, time: Double(g.start) / Double(fps), end: Double(g.end) / Double(fps),
                detail: "\(who) wholly off the canvas for \(frames) frame\(g.longest == 1 ? "" : "s"), then back")
        }
    }

    /// How far (points) `r` runs past each edge of the canvas, and the worst edge.
    static func overhang(_ r: Rect, canvas: Size) -> (amount: Double, edge: String, at: Double) {
        let edges: [(Double, String, Double)] = [
            (-r.minX, "left", r.minX), (r.maxX - canvas.width, "right", r.maxX),
            (-r.minY, "top", r.minY), (r.maxY - canvas.height, "bottom", r.maxY),
        ]
        let worst = edges.max { $0.0 < $1.0 }!
        return (worst.0, worst.1, worst.2)
    }

    /// Text runs on the canvas that run more than `textOverhang` past one of its edges while
    /// standing still: one finding per run and stretch of frames.
    package static func clippedText(
        _ samples: [TreeSample], fps: Int, canvas: Size, thresholds t: TreeThresholds = TreeThresholds()
    ) -> [CheckFinding] {
        struct Open {
            var start: Int; var last: Int; var worst: (amount: Double, edge: String, at: Double); var text: String; var frames: Int
        }
        var open: [String: Open] = [:]
        var out: [CheckFinding] = []
        func close(_ id: String, _ o: Open) {
            let string = String(id.split(separator: "\u{1}", maxSplits: 1).last ?? "")
            let w = o.worst
            let axis = w.edge == "left" || w.edge == "right" ? "x" : "y"
            let size = axis == "x" ? canvas.width : canvas.height
            out.append(
                CheckFinding(
                    kind: .textClipped, time: Double(o.start) / Double(fps), end: Double(o.last + 1) / Double(fps),
                    detail: String(
                        format: "'%@' runs %.1f pt past the %@ edge (%@ = %.1f of %.0f pt), standing clipped in %d frames",
                        TreeChecks.shortened(string), w.amount, w.edge, axis, w.at, size, o.frames)))
        }
        var previous: [String: Rect] = [:]
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < t.stillText }
        for (f, s) in samples.enumerated() {
            var now: [String: Rect] = [:]
            for sight in s.texts {
                // One run per node: a label whose string changes (a counter) is the same label.
                let id = sight.key + "\u{1}" + sight.string
                let node = sight.key
                now[node] = sight.rect
                let o = overhang(sight.rect, canvas: canvas)
                let onCanvas = !sight.rect.intersection(Rect(0, 0, canvas.width, canvas.height)).isEmpty
                // Standing still: an edge or the middle of each axis where it was a frame ago (the
                // string may change, and with it the far edge); text sliding across an edge moves both.
                guard onCanvas, o.amount > t.textOverhang, let b = previous[node] else { continue }
                let r = sight.rect
                let stillX = near(b.minX, r.minX) || near(b.maxX, r.maxX) || near(b.midX, r.midX)
                let stillY = near(b.minY, r.minY) || near(b.maxY, r.maxY)
                guard stillX && stillY else { continue }
                // One finding per label: from the first frame it stands clipped to the last.
                if var run = open[node] {
                    run.frames += run.last == f - 1 ? 1 : 2
                    run.last = f
                    if o.amount > run.worst.amount { run.worst = o; run.text = id }
                    open[node] = run
                } else {
                    open[node] = Open(start: f - 1, last: f, worst: o, text: id, frames: 2)
                }
            }
            previous = now
        }
        for o in open.values { close(o.text, o) }
        return out
    }

    /// Text on the canvas with characters no font could draw: once per string and set of characters.
    package static func missingGlyphs(_ samples: [TreeSample], fps: Int, canvas: Size) -> [CheckFinding] {
        var seen = Set<String>()
        var out: [CheckFinding] = []
        let frame = Rect(0, 0, canvas.width, canvas.height)
        for (f, s) in samples.enumerated() {
            for sight in s.texts where !sight.missing.isEmpty && !sight.rect.intersection(frame).isEmpty {
                let id = sight.string + "\u{1}" + sight.missing.map { String($0) }.joined()
                guard seen.insert(id).inserted else { continue }
                let chars = sight.missing.map { String(format: "U+%04X '%@'", $0.value, String($0)) }.joined(separator: ", ")
                out.append(
                    CheckFinding(
                        kind: .missingGlyph, time: Double(f) / Double(fps),
                        detail: "'\(shortened(sight.string))': no font has \(chars) (drawn as a box)"))
            }
        }
        return out
    }

    /// `s` on one line, at most 40 characters.
    static func shortened(_ s: String) -> String {
        let line = s.replacingOccurrences(of: "\n", with: "⏎")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}

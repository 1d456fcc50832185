import ClipGeometry

/// A run of text laid out during a snapshot, for `clipgen check`: what it says, where its glyph
/// outlines lie in the node's local (bounds) coordinates, and the characters no face could draw.
package struct TextRun: Sendable, Hashable {
    /// The laid-out string.
    package var string: String
    /// Tight bounds of the glyph outlines, in the node's local coordinates.
    package var bounds: Rect
    /// Characters of `string` that the font has no glyph for (drawn as its `.notdef` box), each once.
    package var missing: [Unicode.Scalar]

    /// A run of `string` covering `bounds`, with the characters the font lacks.
    package init(string: String, bounds: Rect, missing: [Unicode.Scalar] = []) {
        self.string = string; self.bounds = bounds; self.missing = missing
    }
}

/// The diagnostics channel from text layout to the render tree. Off (one task-local read per text
/// layout) unless a collector is installed: `TextDiagnostics.$collector.withValue(TextRunCollector())
/// { renderer.renderTree(at: t) }` makes every node of that snapshot list the text runs it fills
/// in `RenderNode.textRuns`.
package enum TextDiagnostics {
    /// The collector of the snapshot being built on this task, if any.
    @TaskLocal package static var collector: TextRunCollector?

    /// Records `string`, laid out as `path` (layout coordinates), when a collector is installed.
    static func record(_ string: String, font: FontDescriptor, path: Path) {
        guard let c = collector else { return }
        var missing: [Unicode.Scalar] = []
        for u in string.unicodeScalars where !missing.contains(u) && !TextDiagnostics.isLayoutControl(u) {
            if FontCache.shared.glyph(u.value, font)?.isNotDef == true { missing.append(u) }
        }
        c.pending.append((string, path, missing))
    }

    /// Line breaks and other controls are laid out, not drawn: never "missing".
    static func isLayoutControl(_ u: Unicode.Scalar) -> Bool { u.value < 0x20 || u.value == 0x7F }
}

/// Text runs laid out while one snapshot is built (see `TextDiagnostics`).
package final class TextRunCollector: @unchecked Sendable {
    /// Runs laid out but not yet attached to a node: (string, layout-space path, missing characters).
    var pending: [(String, Path, [Unicode.Scalar])] = []

    /// An empty collector.
    package init() {}

    /// Number of runs recorded and not yet attached.
    var mark: Int { pending.count }

    /// The runs laid out since `mark`, placed by the fill ops that draw them (a fill whose path is
    /// the laid-out path, through its transform); removed from the pending list. A run no op
    /// draws (measured only, or drawn into a bitmap) is dropped.
    func take(since mark: Int, ops: [DrawOp]) -> [TextRun] {
        guard pending.count > mark else { return [] }
        let runs = pending[mark...]
        pending.removeSubrange(mark...)
        var used = Set<Int>()
        var out: [TextRun] = []
        for (string, path, missing) in runs {
            let box = path.controlPointBounds
            let count = path.points.count
            for (i, op) in ops.enumerated() where !used.contains(i) {
                guard case .fill(let p, _, _, let t) = op, p.points.count == count, p.controlPointBounds == box else { continue }
                used.insert(i)
                let b = path.bounds
                let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY)].map(t.apply)
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let local = Rect(corners: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
                out.append(TextRun(string: string, bounds: local, missing: missing))
                break
            }
        }
        return out
    }
}

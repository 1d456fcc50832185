import ClipGeometry
import ClipRaster

// Whether two render trees paint the same pixels, decided from the trees alone (no drawing), so
// that a frame whose tree equals the previous frame's can reuse that frame instead of being drawn.
// A false "same" would be a wrong frame, so the comparison is exact and conservative: every field
// that reaches `FrameRenderer` is compared (floating-point values with `==`, so NaN is never the
// same), images by identity (two different pixmaps with equal pixels count as different). Only
// `name` and `textRuns` (diagnostics; text draws through `ops`) are ignored. `RenderTreeSameDrawingTests` lists the stored properties this
// file compares and fails when a new one appears, and the switches below have no `default`, so a
// new draw op or paint kind does not compile until it is compared here.

extension RenderNode {
    /// True when drawing `self` and `other` with the same `FrameRenderer` gives the same pixels
    /// because the trees are equal (the converse does not hold: equal pixels, different trees → false).
    package func drawsSame(as other: RenderNode) -> Bool {
        guard transform == other.transform, opacity == other.opacity, bounds == other.bounds,
            maskBlend == other.maskBlend, maskLuminance == other.maskLuminance, filters == other.filters,
            coverageBlend == other.coverageBlend, blend == other.blend, clip == other.clip,
            ops.count == other.ops.count, children.count == other.children.count, postOps.count == other.postOps.count
        else { return false }
        guard RenderBox.drawSame(mask, other.mask), RenderShadow.drawSame(shadow, other.shadow),
            RenderTransition.drawSame(transition, other.transition)
        else { return false }
        switch (backdrop, other.backdrop) {
        case (nil, nil): break
        case (let a?, let b?): guard a.radius == b.radius, a.saturation == b.saturation, a.shape == b.shape else { return false }
        default: return false
        }
        for (a, b) in zip(ops, other.ops) where !a.drawsSame(as: b) { return false }
        for (a, b) in zip(postOps, other.postOps) where !a.drawsSame(as: b) { return false }
        for (a, b) in zip(children, other.children) where !a.drawsSame(as: b) { return false }
        return true
    }
}

extension RenderBox {
    static func drawSame(_ a: RenderBox?, _ b: RenderBox?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a === b || a.node.drawsSame(as: b.node)
        default: return false
        }
    }
}

extension RenderShadow {
    static func drawSame(_ a: RenderShadow?, _ b: RenderShadow?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.color == b.color && a.offset == b.offset && a.radius == b.radius && a.path == b.path
        default: return false
        }
    }
}

extension RenderTransition {
    static func drawSame(_ a: RenderTransition?, _ b: RenderTransition?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a.type == b.type && a.subtype == b.subtype && a.progress == b.progress && RenderBox.drawSame(a.old, b.old)
        default: return false
        }
    }
}

extension DrawOp {
    /// Equal operation, operands and paint (images by identity).
    package func drawsSame(as other: DrawOp) -> Bool {
        switch self {
        case .fill(let path, let paint, let rule, let t):
            guard case .fill(let path2, let paint2, let rule2, let t2) = other else { return false }
            return rule == rule2 && t == t2 && path == path2 && paint.drawsSame(as: paint2)
        case .stroke(let path, let style, let paint, let t):
            guard case .stroke(let path2, let style2, let paint2, let t2) = other else { return false }
            return style == style2 && t == t2 && path == path2 && paint.drawsSame(as: paint2)
        case .image(let pixmap, let t, let opacity):
            guard case .image(let pixmap2, let t2, let opacity2) = other else { return false }
            return pixmap === pixmap2 && t == t2 && opacity == opacity2
        case .clip(let path, let t):
            guard case .clip(let path2, let t2) = other else { return false }
            return t == t2 && path == path2
        case .blendMode(let mode):
            guard case .blendMode(let mode2) = other else { return false }
            return mode == mode2
        }
    }
}

extension Paint {
    /// Equal paint kind and parameters; images by identity.
    package func drawsSame(as other: Paint) -> Bool {
        switch self {
        case .solid(let c):
            guard case .solid(let c2) = other else { return false }
            return c == c2
        case .linearGradient(let stops, let start, let end):
            guard case .linearGradient(let stops2, let start2, let end2) = other else { return false }
            return start == start2 && end == end2 && stops == stops2
        case .radialGradient(let stops, let center, let radius):
            guard case .radialGradient(let stops2, let center2, let radius2) = other else { return false }
            return center == center2 && radius == radius2 && stops == stops2
        case .focalGradient(let stops, let center, let radius, let focal):
            guard case .focalGradient(let stops2, let center2, let radius2, let focal2) = other else { return false }
            return center == center2 && radius == radius2 && focal == focal2 && stops == stops2
        case .conicGradient(let stops, let center, let startAngle):
            guard case .conicGradient(let stops2, let center2, let startAngle2) = other else { return false }
            return center == center2 && startAngle == startAngle2 && stops == stops2
        case .image(let pixmap, let t):
            guard case .image(let pixmap2, let t2) = other else { return false }
            return pixmap === pixmap2 && t == t2
        case .transformed(let inner, let t):
            guard case .transformed(let inner2, let t2) = other else { return false }
            return t == t2 && inner.drawsSame(as: inner2)
        }
    }
}

import ClipGeometry
import ClipRaster

/// One drawing operation in a node's local coordinates (after `transform`).
public enum DrawOp: Sendable {
    /// A path filled with ClipRaster's `Paint` (solid, gradients, image; `transformed(by:)` for
    /// elliptical or rotated gradients).
    case fill(Path, Paint, ShapeFillRule, AffineTransform)
    /// A path stroked with a style and paint, through a transform.
    case stroke(Path, StrokeStyle, Paint, AffineTransform)
    /// Image drawn through `transform` (image pixel space → local), with an opacity.
    case image(Pixmap, AffineTransform, Double)
    /// A clip for the following ops of this list (intersected; reset at the list's end).
    case clip(Path, AffineTransform)
    /// The blend mode of the following ops of this list (CGContextSetBlendMode; the list starts
    /// with the node's `blend`): `.plus` for additive particles, `.multiply`, …
    case blendMode(BlendMode)
}

/// Shared storage for recursive render-tree parts.
package final class RenderBox: Sendable {
    /// The shared node.
    public let node: RenderNode
    /// Boxes `node`.
    public init(_ node: RenderNode) { self.node = node }
}

/// Shadow of a node (CALayer shadow*; offset and radius in the node's parent-independent points).
package struct RenderShadow: Sendable {
    /// Shadow colour, opacity included.
    public var color: Color
    /// Offset in points.
    public var offset: Size
    /// Blur radius in points (σ = radius / 2).
    public var radius: Double
    /// Shadow shape; nil uses the node's own alpha.
    public var path: Path?
}

/// A transition being drawn on a node.
package struct RenderTransition: Sendable {
    /// The transition's kind.
    public var type: TransitionType
    /// Its direction.
    public var subtype: TransitionSubtype
    /// Progress 0…1 after the timing function.
    public var progress: Double
    /// The outgoing appearance, rendered as it was when the transition was added.
    public var old: RenderBox?
}

/// The value-type result of `snapshot(at:)`: everything needed to paint one frame, with no
/// reference to the layer objects or to time.
public struct RenderNode: Sendable {
    /// Maps node-local coordinates (bounds space) to the parent node's local coordinates.
    public var transform: ProjectiveTransform = .identity
    /// Group opacity 0…1.
    public var opacity: Double = 1
    /// Bounds rectangle, local coordinates.
    public var bounds: Rect = .zero
    /// Background, contents, shape/text/gradient/particles: drawn before the children.
    public var ops: [DrawOp] = []
    /// Child nodes, back to front.
    public var children: [RenderNode] = []
    /// Border: drawn above the children.
    public var postOps: [DrawOp] = []
    /// masksToBounds clip (rounded bounds), local coordinates.
    public var clip: Path?
    /// Mask subtree (its alpha keeps or cuts the group, see `maskBlend`).
    package var mask: RenderBox?
    /// How the mask's render combines with the node's group: `.destinationIn` keeps what lies
    /// under the mask's alpha (CALayer.mask), `.destinationOut` what lies outside it (inverse).
    public var maskBlend: BlendMode = .destinationIn
    /// The mask keeps by its luminance × alpha rather than its alpha (`MaskMode.luminance`).
    public var maskLuminance = false
    /// Filters applied, in order, to the node's group before its mask (`Layer.filters`).
    public var filters: [LayerFilter] = []
    /// Merges the node's group into what lies below by alpha alone (`Layer.coverageBlend`).
    public var coverageBlend: CoverageBlend?
    /// How the node composites onto what lies below it (`compositingFilter`): a node with
    /// children or several ops through its group offscreen, a single draw directly.
    public var blend: BlendMode = .sourceOver
    /// Drop shadow.
    package var shadow: RenderShadow?
    /// A running transition.
    package var transition: RenderTransition?
    /// Backdrop blur (σ in points) and saturation, inside `backdropShape` (local coordinates).
    public var backdrop: (radius: Double, saturation: Double, shape: Path)?
    /// The layer's name (studio and diagnostics).
    public var name: String?
    /// The text runs this node's own ops fill, in local coordinates; recorded only while a
    /// `TextDiagnostics` collector is installed (`clipgen check`), else empty.
    package var textRuns: [TextRun] = []

    /// An empty, transparent node.
    public init() {}

    /// Number of nodes in this subtree (for tests and stats).
    package var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } + (mask?.node.nodeCount ?? 0) }
}

/// CG-like recording context handed to drawing closures (`drawInContext:`): operations are
/// recorded into the render tree in the layer's bounds coordinates.
public struct DrawContext {
    /// The operations recorded so far.
    public private(set) var ops: [DrawOp] = []
    /// Current transformation matrix (bounds coordinates → layer), changed by translate/scale/rotate.
    public var ctm: AffineTransform = .identity
    var stack: [(AffineTransform, BlendMode)] = []
    /// The blend mode of the following drawing (`setBlendMode`).
    public private(set) var blendMode: BlendMode = .sourceOver
    /// The layer's bounds (the area the closure draws into).
    public let bounds: Rect

    /// A context drawing into `bounds`.
    public init(bounds: Rect) { self.bounds = bounds }

    /// Pushes the CTM and blend mode (`CGContextSaveGState`).
    public mutating func saveGState() { stack.append((ctm, blendMode)) }
    /// Pops the CTM and blend mode saved by `saveGState`.
    public mutating func restoreGState() {
        guard let (t, b) = stack.popLast() else { return }
        ctm = t
        if b != blendMode { setBlendMode(b) }
    }
    /// CGContextSetBlendMode: following drawing combines with what lies below by `mode`
    /// (restored by `restoreGState`).
    public mutating func setBlendMode(_ mode: BlendMode) { blendMode = mode; ops.append(.blendMode(mode)) }
    /// CGContextTranslateCTM etc.: the new operation applies first.
    public mutating func translateBy(x: Double, y: Double) { ctm = ctm.translatedBy(x: x, y: y) }
    /// `CGContextScaleCTM`.
    public mutating func scaleBy(x: Double, y: Double) { ctm = ctm.scaledBy(x: x, y: y) }
    /// `CGContextRotateCTM`, radians.
    public mutating func rotate(by a: Double) { ctm = ctm.rotated(by: a) }
    /// `CGContextConcatCTM`.
    public mutating func concatenate(_ t: AffineTransform) { ctm = t.concatenating(ctm) }

    /// Fills `path` with a solid colour.
    public mutating func fill(_ path: Path, color: Color, rule: ShapeFillRule = .nonZero) {
        ops.append(.fill(path, .solid(color), rule, ctm))
    }
    /// Fills `path` with a paint (gradient, image pattern).
    public mutating func fill(_ path: Path, paint: Paint, rule: ShapeFillRule = .nonZero) {
        ops.append(.fill(path, paint, rule, ctm))
    }
    /// Strokes `path` with a colour, width in points, caps, joins and dashes.
    public mutating func stroke(
        _ path: Path, color: Color, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        ops.append(
            .stroke(path, StrokeStyle(width: width, cap: cap, join: join, dashPattern: dash, dashPhase: dashPhase), .solid(color), ctm))
    }
    /// Strokes `path` with a full stroke style and a paint.
    public mutating func stroke(_ path: Path, style: StrokeStyle, paint: Paint) {
        ops.append(.stroke(path, style, paint, ctm))
    }
    /// Draws an image stretched into `rect` (upright).
    public mutating func draw(_ image: Pixmap, in rect: Rect, opacity: Double = 1) {
        let t = AffineTransform(
            a: rect.width / Double(max(1, image.width)), b: 0, c: 0,
            d: rect.height / Double(max(1, image.height)), tx: rect.minX, ty: rect.minY)
        ops.append(.image(image, t.concatenating(ctm), opacity))
    }
    /// Draws text with its first baseline at `origin.y + ascender` (top-left at `origin`).
    public mutating func drawText(_ s: String, at origin: Point, size: Double, color: Color, font: FontDescriptor = .regular) {
        let (p, _) = TextLayout.path(s, font: font, size: size)
        ops.append(.fill(p, .solid(color), .nonZero, AffineTransform(translationX: origin.x, y: origin.y).concatenating(ctm)))
    }
    /// Clips the following drawing of this closure to `path` (intersected with earlier clips).
    public mutating func clip(to path: Path) { ops.append(.clip(path, ctm)) }
}

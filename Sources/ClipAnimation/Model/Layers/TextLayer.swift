import ClipGeometry
import ClipRaster

/// CATextLayer: glyph outlines from FreeType (Inter, DejaVu fallback) filled by the rasterizer.
/// Plain strings only (no attributed text, kerning or complex-script shaping); `\n` breaks lines
/// and `isWrapped` wraps at the bounds' width.
///
/// ```swift
/// let title = TextLayer()
/// title.frame = Rect(20, 40, 280, 40)
/// title.string = "Hello"
/// title.font = FontDescriptor(weight: .bold)
/// title.fontSize = 28
/// title.foregroundColor = .black
/// title.alignmentMode = .center
/// ```
open class TextLayer: Layer, @unchecked Sendable {
    override class var initialKind: LayerKindState { .text(TextState()) }

    open override func contentOps(state: LayerState, localTime: Double) -> [DrawOp] {
        guard let st = state.text, !st.string.isEmpty else { return [] }
        let (p, _) = TextLayout.path(
            st.string, font: st.font, size: st.fontSize,
            alignment: st.alignmentMode == .natural ? .left : st.alignmentMode,
            width: state.bounds.width, wrap: st.isWrapped)
        return [.fill(p, .solid(st.foregroundColor), .nonZero, AffineTransform(translationX: state.bounds.minX, y: state.bounds.minY))]
    }
}

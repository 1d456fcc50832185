import ClipGeometry
import ClipRaster

/// CATextLayer: glyph outlines from FreeType (Inter, DejaVu fallback) filled by the rasterizer.
open class TextLayer: Layer, @unchecked Sendable {
    open override func contentOps(state st: LayerState, localTime: Double) -> [DrawOp] {
        guard !st.string.isEmpty else { return [] }
        let (p, _) = TextLayout.path(
            st.string, font: st.font, size: st.fontSize,
            alignment: st.alignmentMode == .natural ? .left : st.alignmentMode,
            width: st.bounds.width, wrap: st.isWrapped)
        return [.fill(p, .solid(st.foregroundColor), .nonZero, AffineTransform(translationX: st.bounds.minX, y: st.bounds.minY))]
    }
}

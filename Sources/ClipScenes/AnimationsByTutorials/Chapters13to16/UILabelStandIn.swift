import ClipAnimation
import ClipGeometry
import ClipRaster

/// A UILabel as a TextLayer: UILabel centres its lines vertically in its frame, CATextLayer draws
/// from the top, so the layer's frame is moved down by half the free height. Setting `text`
/// re-centres (the status label of `opponent-search` changes from two lines to one).
final class UILabelStandIn {
    let layer = TextLayer()
    let box: Rect

    init(
        _ text: String, frame: Rect, size: Double, color: Color, font: FontDescriptor = .regular,
        alignment: TextAlignment = .center, wraps: Bool = true
    ) {
        box = frame
        layer.fontSize = size
        layer.font = font
        layer.foregroundColor = color
        layer.alignmentMode = alignment
        layer.isWrapped = wraps
        self.text = text
    }

    var text: String {
        get { layer.string }
        set {
            layer.string = newValue
            let lineHeight = TextLayout.lineHeight(font: layer.font, size: layer.fontSize)
            let (path, _) = TextLayout.path(
                newValue, font: layer.font, size: layer.fontSize, alignment: layer.alignmentMode,
                width: box.width, wrap: layer.isWrapped)
            let lines = max(1, Int((path.bounds.maxY / lineHeight).rounded(.up)))
            let h = Double(lines) * lineHeight
            layer.frame = Rect(box.minX, box.minY + (box.height - h) / 2, box.width, max(h, 1))
        }
    }
}

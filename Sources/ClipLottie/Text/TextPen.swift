import ClipGeometry
import Foundation

/// Text on a mask path at one frame: the path flattened, and its options (lottie-web's masked
/// path).
struct TextPathPlacement {
    var geometry: TextPathGeometry
    var firstMargin: Double
    var forceAlignment: Bool
    var perpendicular: Bool

    /// nil without a path, with a mask index out of range or a path of no length.
    init?(_ model: TextPathModel?, masks: [MaskModel], frame: Double) {
        guard let tp = model, tp.mask >= 0, tp.mask < masks.count else { return nil }
        geometry = TextPathGeometry(masks[tp.mask].shape.value(at: frame), reversed: tp.reversed.value(at: frame, default: [0])[0] != 0)
        firstMargin = tp.firstMargin.value(at: frame, default: [0])[0]
        forceAlignment = tp.forceAlignment.value(at: frame, default: [0])[0] != 0
        perpendicular = tp.perpendicular.value(at: frame, default: [0])[0] != 0
        guard geometry.points.count > 1 && geometry.total > 0 else { return nil }
    }
}

/// The pen that walks a document's letters, as lottie-web's getMeasures loop does: along the
/// lines, or along a mask path, giving each letter the matrix that puts it in place.
struct TextPen {
    let doc: TextDocument
    let layout: TextLines
    let path: TextPathPlacement?
    /// Grouping alignment (`m.a`, percent), x and y.
    let alignment: [Double]
    /// Height the y alignment is a percentage of (1.2 · 0.714 em).
    let yOff: Double
    let trackingOffset: Double
    let ascent: Double
    /// From one baseline to the next.
    let lineStep: Double
    var xPos = 0.0, yPos = 0.0, firstLine = true
    /// Along a path: the length reached, and the line and anchor group of the last letter.
    var currentLength: Double
    var currentLine = -1, group = -1

    init(_ text: TextDrawInput, path: TextPathPlacement?) {
        doc = text.doc
        layout = text.layout
        self.path = path
        var alignment = text.model.alignment.value(at: text.frame, default: [0, 0])
        while alignment.count < 2 { alignment.append(0) }
        self.alignment = alignment
        let size = doc.size
        yOff = size * 1.2 * 0.714
        trackingOffset = doc.tracking * 0.001 * size
        ascent = text.font.ascent * size / 100
        lineStep = doc.lineHeight != 0 ? doc.lineHeight : size * 1.2
        currentLength = path?.firstMargin ?? 0
    }

    /// A line break: back to the start of the next line.
    mutating func newLine() {
        xPos = 0
        yPos += lineStep + (firstLine ? 1 : 0)
        firstLine = false
        currentLength = path?.firstMargin ?? 0
    }

    /// Letter `i`'s matrix centred on its anchor and its grouping alignment and, along a path,
    /// the point and direction where it sits (moved `offset` further by the animators).
    mutating func start(_ i: Int, _ letters: [TextLetter], offset: Double) -> (Matrix4, onPath: (Point, Double)?) {
        let l = letters[i]
        var m = Matrix4()
        let offf = l.anchorWidth / 2 - l.add
        guard let path else {
            m.translate(-offf, 0)
            m.translate(-alignment[0] * l.anchorWidth * 0.005, -alignment[1] * yOff * 0.01)
            return (m, nil)
        }
        if currentLine != l.line {
            let lineWidth = l.line < layout.widths.count ? layout.widths[l.line] : 0
            if doc.justify == 1 { currentLength += path.geometry.total - lineWidth }
            if doc.justify == 2 { currentLength += (path.geometry.total - lineWidth) / 2 }
            currentLine = l.line
        }
        if group != l.group {
            if group >= 0 && group < letters.count { currentLength += letters[group].extra }
            currentLength += l.anchorWidth / 2
            group = l.group
        }
        currentLength += alignment[0] * l.anchorWidth * 0.005
        if path.forceAlignment, let first = letters.first, let last = letters.last, letters.count > 1 {
            let span = path.geometry.total - path.firstMargin - first.anchorWidth * 0.5 - last.anchorWidth * 0.5
            currentLength = first.anchorWidth * 0.5 + span * Double(group) / Double(letters.count - 1) + path.firstMargin
        }
        let onPath = path.geometry.locate(currentLength + offset)
        m.translate(-alignment[0] * l.anchorWidth * 0.005, -alignment[1] * yOff * 0.01)
        m.translate(-offf, 0)
        return (m, onPath)
    }

    /// Tracking animators move the pen (not before a line's first letter unless justified).
    mutating func track(_ animation: TextAnimation, _ amounts: [Double]) {
        for (v, k) in zip(animation.values, amounts) {
            guard let t = v.tracking else { continue }
            if xPos != 0 || doc.justify != 0 {
                if path != nil { currentLength += t * k } else { xPos += t * k }
            }
        }
    }

    /// Moves letter `i`'s matrix to its place, on the path or on its line (justified, in its box,
    /// shifted off the baseline), and the pen past it.
    mutating func place(_ m: inout Matrix4, _ i: Int, _ letters: [TextLetter], onPath: (Point, Double)?) {
        let l = letters[i]
        let offf = l.anchorWidth / 2 - l.add
        if let (point, angle) = onPath {
            m.translate(0, -doc.baselineShift)
            m.translate(0, alignment[1] * yOff * 0.01 + yPos)
            if path?.perpendicular == true { m.rotateZ(-angle) }
            m.translate(point.x, point.y)
            currentLength -= alignment[0] * l.anchorWidth * 0.005
            if i + 1 < letters.count && group != letters[i + 1].group {
                currentLength += l.anchorWidth / 2 + trackingOffset
            }
            return
        }
        m.translate(xPos, yPos)
        if let ps = doc.boxPosition, ps.count >= 2 { m.translate(ps[0], ps[1] + ascent) }
        let lineWidth = l.line < layout.widths.count ? layout.widths[l.line] : 0
        if doc.justify == 1 {
            m.translate(l.justifyOffset + layout.justifyOffset + (layout.boxWidth - lineWidth), 0)
        } else if doc.justify == 2 {
            m.translate(l.justifyOffset + layout.justifyOffset + (layout.boxWidth - lineWidth) / 2, 0)
        }
        m.translate(0, -doc.baselineShift)
        m.translate(offf, 0)
        m.translate(alignment[0] * l.anchorWidth * 0.005, alignment[1] * yOff * 0.01)
        xPos += l.width + trackingOffset
    }
}

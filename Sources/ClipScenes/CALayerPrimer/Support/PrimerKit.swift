import ClipAnimation
import ClipGeometry
import ClipRaster

/// The primer's teaching-slide furniture: every clip names the property it teaches and shows its
/// current value as code, in TextLayers, in a caption block below the demo.
enum PrimerKit {
    /// The 003 demos' screen: an iPhone 5, 320 × 568 pt (spec §0, canvas ⚑).
    static let size = Size(320, 568)
    static let ink = Color(hex: 0x1C1C1E)
    static let secondary = Color(hex: 0x6E6E73)
    /// Code values (Xcode's keyword purple is too faint at 375 pt; a saturated blue reads).
    static let code = Color(hex: 0x0060DF)
    static let highlight = Color(hex: 0xD9480F)
    /// `UIColor` named colours used by the seed (spec §0 table).
    static let uiRed = Color(r: 1, g: 0, b: 0)
    static let uiGreen = Color(r: 0, g: 1, b: 0)
    static let uiBlue = Color(r: 0, g: 0, b: 1)
    static let uiYellow = Color(r: 1, g: 1, b: 0)
    static let uiCyan = Color(r: 0, g: 1, b: 1)
    static let uiGray = Color(white: 0.5)
    static let uiLightGray = Color(white: 2.0 / 3.0)
    /// The seeds' ubiquitous blue, (0, 146/255, 1) = #0092FF.
    static let blue0092 = Color(r: 0, g: 146.0 / 255, b: 1)

    /// A caption block: the property's name (bold), then value lines (code colour) that a scene
    /// rewrites as the property changes, then an optional note.
    final class Caption {
        let title: TextLayer
        var lines: [TextLayer]
        init(title: TextLayer, lines: [TextLayer]) { self.title = title; self.lines = lines }

        /// Sets line `i` and marks it as the one changing (highlight colour) or settled.
        func set(_ i: Int, _ s: String, active: Bool = false) {
            lines[i].string = s
            lines[i].foregroundColor = active ? PrimerKit.highlight : PrimerKit.code
        }
    }

    /// Adds a caption at `top` (points): title 20 pt bold, then one 14-pt code line per entry of
    /// `lines` (22 pt apart), then `note` in 12-pt grey. Text is left-aligned at x = 20.
    @discardableResult
    static func caption(
        _ root: Layer, title: String, lines: [String], note: String? = nil, top: Double,
        width: Double = 280, x: Double = 20
    ) -> Caption {
        let t = LayerKit.label(title, origin: Point(x, top), width: width, size: 20, color: ink, weight: .bold)
        t.name = "captionTitle"
        root.addSublayer(t)
        var ls: [TextLayer] = []
        for (i, s) in lines.enumerated() {
            let l = LayerKit.label(
                s, origin: Point(x, top + 32 + 22 * Double(i)), width: width, size: 14, color: code,
                weight: .medium)
            l.name = "captionLine\(i)"
            root.addSublayer(l)
            ls.append(l)
        }
        if let note {
            let n = LayerKit.label(
                note, origin: Point(x, top + 36 + 22 * Double(lines.count)), width: width, size: 12,
                color: secondary)
            n.isWrapped = true
            n.frame = Rect(x, top + 36 + 22 * Double(lines.count), width, 40)
            n.name = "captionNote"
            root.addSublayer(n)
        }
        return Caption(title: t, lines: ls)
    }

    /// Marks layers as stand-alone layers (implicit animations on) after their initial values are
    /// set, so those initial values do not animate.
    static func enableImplicitAnimations(_ layers: Layer...) {
        Transaction.withoutActions { for l in layers { l.implicitAnimations = true } }
    }

    /// A caption on a white card at `top` across a `canvasWidth`-wide scene (10-pt margins), sized
    /// to its lines and note: for scenes on a busy background.
    @discardableResult
    static func captionCard(
        _ root: Layer, top: Double, canvasWidth W: Double, title: String, lines: [String], note: String? = nil
    ) -> Caption {
        let h = 18 + 32 + 22 * Double(lines.count) + (note == nil ? 0 : 36)
        card(root, Rect(10, top, W - 20, h))
        return caption(root, title: title, lines: lines, note: note, top: top + 12, width: W - 44, x: 22)
    }

    /// A ring centred on `layer`'s anchor point (a sublayer, so it follows the layer and, being
    /// round, shows no turn): frames a sprite that would be lost on a full screen.
    static func halo(_ layer: Layer, radius r: Double = 16, color: Color = Color(white: 1, alpha: 0.75)) {
        let a = Point(layer.bounds.width * layer.anchorPoint.x, layer.bounds.height * layer.anchorPoint.y)
        let ring = LayerKit.shape(
            PrimerAssets.circlePath(Point(r + 1, r + 1), r), frame: Rect(a.x - r - 1, a.y - r - 1, 2 * r + 2, 2 * r + 2),
            fill: nil, stroke: color, lineWidth: 1.5)
        ring.name = "halo"
        layer.addSublayer(ring)
    }

    /// A white card behind a caption (for scenes whose background is busy).
    static func card(_ root: Layer, _ rect: Rect) {
        let c = LayerKit.box(rect, color: Color(white: 1, alpha: 0.94), radius: 14)
        c.name = "captionCard"
        root.addSublayer(c)
    }

    /// A thin divider line above a caption.
    static func divider(_ root: Layer, y: Double, width: Double) {
        root.addSublayer(LayerKit.box(Rect(20, y, width - 40, 1), color: Color(white: 0, alpha: 0.12)))
    }

    /// A dashed outline of `rect` (model bounds, clipped overhang, …).
    static func dashedOutline(_ rect: Rect, color: Color = Color(white: 0.25), width: Double = 1) -> ShapeLayer {
        let s = LayerKit.shape(
            rectPath(Rect(0, 0, rect.width, rect.height)), frame: rect, fill: nil, stroke: color,
            lineWidth: width)
        s.lineDashPattern = [4, 3]
        return s
    }

    /// Formats a number the way the captions print it: integers without decimals, else `digits`
    /// decimals (no Foundation).
    static func num(_ v: Double, _ digits: Int = 1) -> String {
        var k = 1.0
        for _ in 0..<digits { k *= 10 }
        let r = (v * k).rounded() / k
        if abs(r - r.rounded()) < 1e-9 { return String(Int(r.rounded())) }
        let neg = r < 0
        let scaled = Int((abs(r) * k).rounded())
        let whole = scaled / Int(k), frac = String(scaled % Int(k))
        return (neg ? "-" : "") + "\(whole)." + String(repeating: "0", count: digits - frac.count) + frac
    }
}

extension PrimerKit {
    /// A UISlider drawn with layers (track, blue fill, white thumb); the scene's scripted pan
    /// drags the thumb, and `value(at:)` maps the finger's x to the slider value, as UISlider
    /// tracking does.
    final class Slider {
        let track: Rect
        let fill: Layer
        let thumb: Layer
        init(_ root: Layer, x: Double, y: Double, width: Double) {
            track = Rect(x, y - 2, width, 4)
            root.addSublayer(LayerKit.box(track, color: Color(white: 0.85), radius: 2))
            fill = LayerKit.box(Rect(x, y - 2, 0, 4), color: Color(hex: 0x007AFF), radius: 2)
            fill.name = "sliderFill"
            root.addSublayer(fill)
            thumb = LayerKit.disc(center: Point(x, y), radius: 14, color: .white)
            thumb.name = "sliderThumb"
            thumb.shadowOpacity = 0.3; thumb.shadowOffset = Size(0, 2); thumb.shadowRadius = 3
            thumb.borderColor = Color(white: 0, alpha: 0.08); thumb.borderWidth = 0.5
            root.addSublayer(thumb)
        }
        /// The value (0…1) for a finger at `p`.
        func value(at p: Point) -> Double { min(1, max(0, (p.x - track.minX) / track.width)) }
        /// The finger's point for value `v` (for scripts).
        func point(_ v: Double) -> Point { Point(track.minX + track.width * v, track.midY) }
        func set(_ v: Double) {
            fill.frame = Rect(track.minX, track.minY, track.width * v, 4)
            thumb.position = point(v)
        }
    }
}

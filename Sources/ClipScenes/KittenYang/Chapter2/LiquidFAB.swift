import ClipAnimation
import ClipGeometry
import ClipRaster

/// 2.4 `liquid-fab`: LiquidFloatingActionButton (MOVIE 2.8), the menu built on the LiquidLoader's
/// liquid engine: the menu cells ooze out of the round button, each joined to the button and to
/// its neighbour by the metaball bridge while they are close, and drip back in on close.
///
/// [SEED] "同样原理另一个项目是 LiquidFloatingActionButton，是一个「圆球」效果的菜单。" — the
/// principle: "判断当前静止的圆球与运动的圆球之间的距离，从而决定是否显示粘连的部分 … func
/// isConnected(circle: LiquittableCircle, other: LiquittableCircle) -> Bool { let distance =
/// circle.center.minus(other.center).length(); return distance - circle.radius - other.radius <
/// radiusThresh }".
///
/// Choices (⚑): the engine and its bridge shapes are `LiquidLoader.Engine` (§2.4's line-loader
/// values: radiusThresh = the smaller circle's radius, angleThresh 0.2); a 28 pt button and five
/// 21 pt cells stacked above it (first 80 pt above, then every 66 pt, so at rest every gap is
/// wider than the threshold and the bridges have snapped); each cell travels 0.55 s (ease-out),
/// 0.07 s after the one below, and closes in 0.45 s (ease-in); the "+" turns 45° into "×".
enum LiquidFAB {
    static let buttonRadius = 28.0
    static let cellRadius = 21.0
    static let cellCount = 5
    static let firstOffset = 80.0, spacing = 66.0
    static let stagger = 0.07, openDuration = 0.55, closeDuration = 0.45
    static let openTap = 0.5, closeTap = 2.3
    static let color = Color(hex: 0x4C5FE8)
    static let names = ["Camera", "Photos", "Location", "Note", "Event"]

    static func buttonCenter(_ size: Size) -> Point { Point(size.width - 58, size.height - 76) }
    static func slot(_ i: Int, size: Size) -> Point {
        let b = buttonCenter(size)
        return Point(b.x, b.y - firstOffset - Double(i) * spacing)
    }

    static let scene = EngineScene(
        id: "liquid-fab", title: "LiquidFloatingActionButton: menu cells ooze out",
        source: .kittenYang("2.4", reference: "MOVIE 2.8"), tags: [.bezier, .gesture], keyTimes: [0.72, 0.95, 2.00, 2.60],
        duration: 3.5, background: .white,
        script: InteractionScript([.tap(at: openTap, point: Point(317, 591)), .tap(at: closeTap, point: Point(317, 591))]),
        build: build)

    /// How far cell `i` is out (0 = in the button, 1 = at its slot), `sinceOpen`/`sinceClose`
    /// seconds after the taps (negative = not yet).
    static func travel(_ i: Int, sinceOpen: Double, sinceClose: Double) -> Double {
        guard sinceOpen >= 0 else { return 0 }
        let o = TimingFunction.easeOut.value(at: min(1, max(0, (sinceOpen - Double(i) * stagger) / openDuration)))
        guard sinceClose >= 0 else { return o }
        let c = TimingFunction.easeIn.value(at: min(1, max(0, (sinceClose - Double(i) * stagger) / closeDuration)))
        return o * (1 - c)
    }

    static func circles(size: Size, sinceOpen: Double, sinceClose: Double) -> (button: LiquidLoader.Circle, cells: [LiquidLoader.Circle]) {
        let b = buttonCenter(size)
        let cells = (0..<cellCount).map { i in
            LiquidLoader.Circle(
                center: b.lerp(to: slot(i, size: size), travel(i, sinceOpen: sinceOpen, sinceClose: sinceClose)), radius: cellRadius)
        }
        return (LiquidLoader.Circle(center: b, radius: buttonRadius), cells)
    }

    /// The bridge shapes: every cell with the button, and each cell with the one below it.
    static func bridges(button: LiquidLoader.Circle, cells: [LiquidLoader.Circle]) -> [Path] {
        let engine = LiquidLoader.Engine(radiusThresh: cellRadius, angleThresh: 0.2)
        var out: [Path] = []
        for (i, c) in cells.enumerated() {
            out += engine.push(c, button)
            if i > 0 { out += engine.push(c, cells[i - 1]) }
        }
        return out
    }

    static func glyph(_ i: Int, _ c: Point) -> Path {
        switch i {
        case 0:
            var p = roundedRectPath(Rect(c.x - 9, c.y - 6, 18, 13), radius: 3)
            p.append(Shapes.circle(Point(c.x, c.y + 0.5), 3.6))
            p.move(to: Point(c.x - 4, c.y - 6)); p.line(to: Point(c.x - 2, c.y - 9)); p.line(to: Point(c.x + 2, c.y - 9))
            p.line(to: Point(c.x + 4, c.y - 6))
            return p
        case 1:
            var p = roundedRectPath(Rect(c.x - 9, c.y - 8, 18, 16), radius: 3)
            p.move(to: Point(c.x - 9, c.y + 5)); p.line(to: Point(c.x - 3, c.y - 1)); p.line(to: Point(c.x + 2, c.y + 4))
            p.line(to: Point(c.x + 5, c.y + 1)); p.line(to: Point(c.x + 9, c.y + 5))
            return p
        case 2:
            var p = Path()
            p.move(to: Point(c.x, c.y + 10))
            p.cubic(to: Point(c.x, c.y - 9), control1: Point(c.x - 10, c.y - 1), control2: Point(c.x - 9, c.y - 9))
            p.cubic(to: Point(c.x, c.y + 10), control1: Point(c.x + 9, c.y - 9), control2: Point(c.x + 10, c.y - 1))
            p.close()
            p.append(Shapes.circle(Point(c.x, c.y - 2), 3))
            return p
        case 3:
            var p = roundedRectPath(Rect(c.x - 8, c.y - 9, 16, 18), radius: 2.5)
            for dy in [-4.0, 0, 4] { p.move(to: Point(c.x - 4, c.y + dy)); p.line(to: Point(c.x + 4, c.y + dy)) }
            return p
        default:
            var p = roundedRectPath(Rect(c.x - 9, c.y - 7, 18, 16), radius: 3)
            p.move(to: Point(c.x - 9, c.y - 2)); p.line(to: Point(c.x + 9, c.y - 2))
            p.move(to: Point(c.x - 4, c.y - 10)); p.line(to: Point(c.x - 4, c.y - 5))
            p.move(to: Point(c.x + 4, c.y - 10)); p.line(to: Point(c.x + 4, c.y - 5))
            return p
        }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let size = ctx.size
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        let screen = HomeScreen.make(size: size, accent: color, title: "Home", composeButton: false)
        root.addSublayer(screen)
        screen.backdrop(wholeLayer: true)

        let dim = LayerKit.box(root.bounds, color: Color(white: 0, alpha: 0.45))
        dim.name = "dim"
        dim.opacity = 0
        root.addSublayer(dim)

        var chips: [Layer] = []
        for i in 0..<cellCount {
            let s = slot(i, size: size)
            let chip = LayerKit.box(Rect(s.x - cellRadius - 12 - 96, s.y - 15, 96, 30), color: .white, radius: 8)
            chip.addSublayer(
                LayerKit.label(
                    names[i], origin: Point(0, 6), width: 96, size: 14, color: Color(hex: 0x2B3445), weight: .semibold, align: .center))
            chip.opacity = 0
            chip.name = "chip-\(i)"
            root.addSublayer(chip)
            chips.append(chip)
        }

        // The liquid: button, cells and bridges in one colour; glyphs on top.
        let liquid = Layer(frame: root.bounds)
        liquid.name = "liquid"
        liquid.declare(CustomProperty("sinceOpen", default: -1.0))
        liquid.declare(CustomProperty("sinceClose", default: -1.0))
        liquid.contents = .drawing { dc, st in
            let so = st.customScalar("sinceOpen"), sc = st.customScalar("sinceClose")
            let (button, cells) = circles(size: size, sinceOpen: so, sinceClose: sc)
            for c in cells { dc.fill(c.path, color: color) }
            for p in bridges(button: button, cells: cells) { dc.fill(p, color: color) }
            dc.fill(button.path, color: color)
            for (i, c) in cells.enumerated() {
                // The icon appears once the cell has left the pack (fades in over 50 … 80 % of its way).
                let a = min(1, max(0, (travel(i, sinceOpen: so, sinceClose: sc) - 0.5) / 0.3))
                if a > 0 { dc.stroke(glyph(i, c.center), color: Color(white: 1, alpha: a), width: 2, cap: .round, join: .round) }
            }
            // "+" turning into "×" as the menu opens.
            let turn = (Double.pi / 4) * travel(0, sinceOpen: so, sinceClose: sc)
            dc.saveGState()
            dc.translateBy(x: button.center.x, y: button.center.y)
            dc.rotate(by: turn)
            var plus = Path()
            plus.move(to: Point(-10, 0)); plus.line(to: Point(10, 0)); plus.move(to: Point(0, -10)); plus.line(to: Point(0, 10))
            dc.stroke(plus, color: .white, width: 3, cap: .round)
            dc.restoreGState()
        }
        root.addSublayer(LayerKit.softShadow(for: Rect(289, 563, 56, 56), cornerRadius: 28, blur: 8, offset: Size(0, 4), opacity: 0.3))
        root.addSublayer(liquid)

        var openedAt: Double? = nil, closedAt: Double? = nil
        ctx.handlers.onTap = { p in
            guard p.distance(to: buttonCenter(size)) <= buttonRadius + 8 else { return }
            if openedAt == nil || closedAt != nil {
                openedAt = currentMediaTime(); closedAt = nil
            } else {
                closedAt = currentMediaTime()
            }
        }
        _ = DisplayLink { link in
            let so = openedAt.map { link.timestamp - $0 } ?? -1
            let sc = closedAt.map { link.timestamp - $0 } ?? -1
            liquid.setValue(.scalar(so), forKeyPath: "sinceOpen")
            liquid.setValue(.scalar(sc), forKeyPath: "sinceClose")
            let out = travel(0, sinceOpen: so, sinceClose: sc)
            dim.opacity = out
            for (i, chip) in chips.enumerated() {
                chip.opacity = max(0, min(1, (travel(i, sinceOpen: so, sinceClose: sc) - 0.75) / 0.25))
            }
        }
        return root
    }
}

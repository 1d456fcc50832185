import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural stand-ins (seeds 001/002 §4, every recipe a ⚑ CHOICE) for the artwork of chapters
/// 13–16: the boxing ring, the avatars, the meme card, the refresh strip's sky, the airplane and
/// the pack-list icons. Vector drawings, so they stay crisp at any scale.
enum StandIns13to16 {
    /// `bg-boxingring` (320 × 568, aspect-filled): dark navy gradient, a lighter ring floor
    /// trapezoid, three ropes (red, blue, white from the top, 3 pt) between corner posts; the
    /// middle rope is the blue one, so the white "vs." between the avatars does not sit on a white rope.
    static func boxingRing() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.fill(
                rectPath(b),
                paint: .linearGradient(
                    stops: [GradientStop(0, Color(hex: 0x0B1330)), GradientStop(1, Color(hex: 0x1F2E63))],
                    start: Point(0, b.minY), end: Point(0, b.maxY)))
            var floor = Path()
            floor.move(to: Point(b.minX + 40, b.minY + 300)); floor.line(to: Point(b.maxX - 40, b.minY + 300))
            floor.line(to: Point(b.maxX + 30, b.maxY)); floor.line(to: Point(b.minX - 30, b.maxY)); floor.close()
            ctx.fill(
                floor,
                paint: .linearGradient(
                    stops: [GradientStop(0, Color(hex: 0x3B4F8F)), GradientStop(1, Color(hex: 0x5A6FB0))],
                    start: Point(0, b.minY + 300), end: Point(0, b.maxY)))
            let postTop = b.minY + 150, postBottom = b.minY + 330
            for x in [b.minX + 40, b.maxX - 40] {
                ctx.fill(roundedRectPath(Rect(x - 5, postTop, 10, postBottom - postTop), radius: 3), color: Color(hex: 0xC9CED8))
            }
            for (i, c) in [Color(hex: 0xE53935), Color(hex: 0x1E63D6), Color(white: 0.95)].enumerated() {
                var rope = Path()
                let y = postTop + 22 + Double(i) * 40
                rope.move(to: Point(b.minX + 40, y)); rope.quad(to: Point(b.maxX - 40, y), control: Point(b.midX, y + 10))
                ctx.stroke(rope, color: c, width: 3, cap: .round)
            }
        }
    }

    /// A cartoon face (`avatar-1`, `avatar-2`; 100 × 100): coloured background, skin-tone head,
    /// hair, two eyes, a smile.
    static func face(background: Color, skin: Color, hair: Color) -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.saveGState()
            ctx.translateBy(x: b.minX, y: b.minY)
            ctx.scaleBy(x: b.width / 100, y: b.height / 100)
            ctx.fill(rectPath(Rect(0, 0, 100, 100)), color: background)
            ctx.fill(ovalPath(in: Rect(18, 86, 64, 40)), color: hair.lerp(to: background, 0.35)) // shoulders
            ctx.fill(ovalPath(in: Rect(27, 22, 46, 56)), color: skin)
            var hairPath = Path()
            hairPath.move(to: Point(25, 48)); hairPath.cubic(to: Point(75, 48), control1: Point(20, 8), control2: Point(80, 8))
            hairPath.line(to: Point(70, 38)); hairPath.quad(to: Point(30, 38), control: Point(50, 28)); hairPath.close()
            ctx.fill(hairPath, color: hair)
            ctx.fill(ovalPath(in: Rect(38, 46, 6, 7)), color: Color(hex: 0x222222))
            ctx.fill(ovalPath(in: Rect(56, 46, 6, 7)), color: Color(hex: 0x222222))
            var smile = Path()
            smile.move(to: Point(40, 62)); smile.quad(to: Point(60, 62), control: Point(50, 71))
            ctx.stroke(smile, color: Color(hex: 0x8A3324), width: 2.5, cap: .round)
            ctx.restoreGState()
        }
    }
    static let avatar1 = face(background: Color(hex: 0x4FC3F7), skin: Color(hex: 0xF2C9A0), hair: Color(hex: 0x5D4037))
    static let avatar2 = face(background: Color(hex: 0xFFB74D), skin: Color(hex: 0xE0A97E), hair: Color(hex: 0x212121))

    /// `empty` (97 × 105): light grey with a darker head-and-shoulders silhouette.
    static func emptyAvatar() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.saveGState()
            ctx.translateBy(x: b.minX, y: b.minY)
            ctx.scaleBy(x: b.width / 97, y: b.height / 105)
            ctx.fill(rectPath(Rect(0, 0, 97, 105)), color: Color(white: 0.86))
            ctx.fill(ovalPath(in: Rect(31, 26, 35, 40)), color: Color(white: 0.62))
            ctx.fill(ovalPath(in: Rect(14, 70, 69, 60)), color: Color(white: 0.62))
            ctx.restoreGState()
        }
    }
}

extension StandIns13to16 {
    /// `airplane.png` (32 × 32): a white plane silhouette, nose toward +y (down) at rotation 0, so
    /// that at 3 o'clock, flying clockwise, it points along the flight (§2.14 ⚑).
    static func airplane() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.saveGState()
            ctx.translateBy(x: b.minX, y: b.minY)
            ctx.scaleBy(x: b.width / 32, y: b.height / 32)
            var p = Path()
            p.move(to: Point(16, 31)) // nose
            p.cubic(to: Point(18, 24), control1: Point(17.5, 30), control2: Point(18, 27))
            p.line(to: Point(30, 16)); p.line(to: Point(30, 13.5)); p.line(to: Point(18, 17)) // right wing
            p.line(to: Point(18, 6)); p.line(to: Point(22, 3)); p.line(to: Point(22, 1.5)); p.line(to: Point(16, 3)) // tail
            p.line(to: Point(10, 1.5)); p.line(to: Point(10, 3)); p.line(to: Point(14, 6)); p.line(to: Point(14, 17))
            p.line(to: Point(2, 13.5)); p.line(to: Point(2, 16)); p.line(to: Point(14, 24)) // left wing
            p.cubic(to: Point(16, 31), control1: Point(14, 27), control2: Point(14.5, 30))
            p.close()
            ctx.fill(p, color: .white)
            ctx.restoreGState()
        }
    }

    /// `refresh-view-bg.png` (aspect-filled 375 × 110): sky gradient #7EC8F5 → #CDEBFB with three soft clouds.
    static func refreshSky() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.fill(
                rectPath(b),
                paint: .linearGradient(
                    stops: [GradientStop(0, Color(hex: 0x7EC8F5)), GradientStop(1, Color(hex: 0xCDEBFB))],
                    start: Point(0, b.minY), end: Point(0, b.maxY)))
            for (x, y, s) in [(50.0, 30.0, 1.0), (300.0, 22.0, 0.8), (330.0, 80.0, 1.1)] {
                let c = Color(white: 1, alpha: 0.75)
                ctx.fill(roundedRectPath(Rect(b.minX + x - 28 * s, b.minY + y, 56 * s, 16 * s), radius: 8 * s), color: c)
                ctx.fill(Shapes.circle(Point(b.minX + x - 8 * s, b.minY + y + 2 * s), 11 * s), color: c)
                ctx.fill(Shapes.circle(Point(b.minX + x + 9 * s, b.minY + y + 1 * s), 8 * s), color: c)
            }
        }
    }

    /// `summericons_100px_<row>` (shown 40 × 40): a coloured rounded square with a simple glyph.
    static func summerIcon(_ row: Int) -> LayerContents {
        let colors: [UInt32] = [
            0xF48FB1, 0xFFB300, 0xEF5350, 0x42A5F5, 0xAB47BC, 0x66BB6A, 0x8D6E63, 0xFF7043, 0x26C6DA, 0x5C6BC0, 0x9CCC65,
        ]
        return .drawing { ctx, st in
            let b = st.bounds
            ctx.fill(roundedRectPath(b, radius: 9), color: Color(hex: colors[row % colors.count]))
            let c = Point(b.midX, b.midY), r = b.width * 0.26
            switch row % 3 {
            case 0: ctx.fill(Shapes.circle(c, r), color: .white)
            case 1: ctx.fill(Path.star(center: c, outerRadius: r * 1.2, innerRadius: r * 0.5, points: 5), color: .white)
            default:
                var w = Path()
                w.move(to: Point(c.x - r * 1.3, c.y))
                w.cubic(
                    to: Point(c.x + r * 1.3, c.y), control1: Point(c.x - r * 0.4, c.y - r * 1.4),
                    control2: Point(c.x + r * 0.4, c.y + r * 1.4))
                ctx.stroke(w, color: .white, width: 3, cap: .round)
            }
        }
    }
}

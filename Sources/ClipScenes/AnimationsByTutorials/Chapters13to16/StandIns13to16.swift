import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural stand-ins (seeds 001/002 §4, every recipe a ⚑ CHOICE) for the artwork of chapters
/// 13–16: the boxing ring, the avatars, the meme card, the refresh strip's sky, the airplane and
/// the pack-list icons. Vector drawings, so they stay crisp at any scale.
enum StandIns13to16 {
    /// `bg-boxingring` (320 × 568, aspect-filled): dark navy gradient, a lighter ring floor
    /// trapezoid, three ropes (red, white, blue, 3 pt) between corner posts.
    static func boxingRing() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.fill(rectPath(b), paint: .linearGradient(stops: [GradientStop(0, Color(hex: 0x0B1330)), GradientStop(1, Color(hex: 0x1F2E63))],
                                                         start: Point(0, b.minY), end: Point(0, b.maxY)))
            var floor = Path()
            floor.move(to: Point(b.minX + 40, b.minY + 300)); floor.line(to: Point(b.maxX - 40, b.minY + 300))
            floor.line(to: Point(b.maxX + 30, b.maxY)); floor.line(to: Point(b.minX - 30, b.maxY)); floor.close()
            ctx.fill(floor, paint: .linearGradient(stops: [GradientStop(0, Color(hex: 0x3B4F8F)), GradientStop(1, Color(hex: 0x5A6FB0))],
                                                   start: Point(0, b.minY + 300), end: Point(0, b.maxY)))
            let postTop = b.minY + 150, postBottom = b.minY + 330
            for x in [b.minX + 40, b.maxX - 40] {
                ctx.fill(roundedRectPath(Rect(x - 5, postTop, 10, postBottom - postTop), radius: 3), color: Color(hex: 0xC9CED8))
            }
            for (i, c) in [Color(hex: 0xE53935), Color(white: 0.95), Color(hex: 0x1E63D6)].enumerated() {
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
            ctx.fill(ovalPath(in: Rect(18, 86, 64, 40)), color: hair.lerp(to: background, 0.35))   // shoulders
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

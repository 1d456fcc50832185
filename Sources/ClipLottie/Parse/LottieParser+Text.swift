import ClipGeometry
import Foundation

extension LottieParser {
    func textModel(_ t: JNode) throws -> TextModel {
        var keys: [(time: Double, doc: TextDocument)] = []
        var model = TextModel(keyframes: [])
        model.animators = try textAnimators(t)
        if let m = try t.optional("m") {
            model.grouping = try m.int("g", default: 1)
            model.alignment = try vector(m, "a")
        }
        model.path = try textPath(t)
        guard let d = try t.optional("d"), let k = try d.optional("k") else { return model }
        for item in try k.array() {
            let s = try item.required("s")
            keys.append(
                (
                    try item.number("t", default: 0),
                    TextDocument(
                        text: try s.string("t") ?? "", size: try s.number("s", default: 10), font: try s.string("f") ?? "",
                        fillColor: try s.optional("fc")?.numbers(), strokeColor: try s.optional("sc")?.numbers(),
                        strokeWidth: try s.number("sw", default: 0), strokeOverFill: try s.flag("of"), justify: try s.int("j", default: 0),
                        tracking: try s.number("tr", default: 0),
                        lineHeight: try s.number("lh", default: try s.number("s", default: 10) * 1.2),
                        baselineShift: try s.number("ls", default: 0), boxPosition: try s.optional("ps")?.numbers(),
                        boxSize: try s.optional("sz")?.numbers(), caps: try s.int("ca", default: 0))
                ))
        }
        model.keyframes = keys
        return model
    }

    func textAnimators(_ t: JNode) throws -> [TextAnimator] {
        guard let a = try t.optional("a") else { return [] }
        var out: [TextAnimator] = []
        for item in try a.array() {
            let s = try item.required("s")
            let selector = TextSelector(
                start: try vector(s, "s"), end: try vector(s, "e"), offset: try vector(s, "o"), easeHigh: try vector(s, "xe"),
                easeLow: try vector(s, "ne"), smoothness: try vector(s, "sm"), amount: try vector(s, "a"),
                basedOn: try s.int("b", default: 1), shape: try s.int("sh", default: 1), units: try s.int("r", default: 1),
                randomize: try s.int("rn", default: 0) == 1)
            let properties = try item.optional("a").map { try textAnimatorProperties($0) } ?? TextAnimatorProperties()
            out.append(TextAnimator(selector: selector, properties: properties))
        }
        return out
    }

    /// An animator's properties (`t.a[].a`).
    func textAnimatorProperties(_ a: JNode) throws -> TextAnimatorProperties {
        TextAnimatorProperties(
            position: try vector(a, "p"), anchor: try vector(a, "a"), scale: try vector(a, "s"), rotation: try vector(a, "r"),
            rotationX: try vector(a, "rx"), rotationY: try vector(a, "ry"), skew: try vector(a, "sk"), skewAxis: try vector(a, "sa"),
            opacity: try vector(a, "o"), strokeWidth: try vector(a, "sw"), strokeColor: try vector(a, "sc"), fillColor: try vector(a, "fc"),
            fillHue: try vector(a, "fh"), fillSaturation: try vector(a, "fs"), fillBrightness: try vector(a, "fb"),
            tracking: try vector(a, "t"))
    }

    func textPath(_ t: JNode) throws -> TextPathModel? {
        guard let p = try t.optional("p"), p.isObject, let m = try p.int("m") else { return nil }
        return TextPathModel(
            mask: m, firstMargin: try vector(p, "f"), reversed: try vector(p, "r"), forceAlignment: try vector(p, "a"),
            perpendicular: try vector(p, "p"))
    }

    func glyphs(_ chars: JNode) throws -> [GlyphKey: Glyph] {
        var out: [GlyphKey: Glyph] = [:]
        for c in try chars.array() {
            guard let ch = try c.string("ch") else { continue }
            let key = GlyphKey(family: try c.string("fFamily") ?? "", style: try c.string("style") ?? "", character: ch)
            var items: [ShapeItem] = []
            if let data = try c.optional("data"), let shapes = try data.optional("shapes") { items = try self.shapes(shapes, depth: 0) }
            out[key] = Glyph(items: items, advance: try c.number("w", default: 0))
        }
        return out
    }

    func fonts(_ f: JNode) throws -> [String: FontInfo] {
        var out: [String: FontInfo] = [:]
        guard let list = try f.optional("list") else { return out }
        for font in try list.array() {
            guard let name = try font.string("fName") else { continue }
            var weight = ""
            if let w = try font.optional("fWeight") { weight = (try? w.string()) ?? (try? w.number()).map { String(Int($0)) } ?? "" }
            out[name] = FontInfo(
                family: try font.string("fFamily") ?? name, style: try font.string("fStyle") ?? "",
                ascent: try font.number("ascent", default: 75), weight: weight)
        }
        return out
    }
}

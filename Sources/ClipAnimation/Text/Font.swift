import CFreeType
import ClipGeometry
import Foundation

/// Which face to use for text. Inter (Debian `fonts-inter`) by default, DejaVu Sans as fallback.
public struct FontDescriptor: Hashable, Sendable {
    /// Font weight (Inter's Regular, Medium, SemiBold and Bold faces).
    public enum Weight: String, Sendable, Hashable {
        /// From lightest to heaviest.
        case regular, medium, semibold, bold
    }
    /// The weight of the face.
    public var weight: Weight
    /// Whether to use the italic face.
    public var italic: Bool
    /// An explicit font file (overrides weight/italic).
    public var file: String?
    /// A font by weight and style, or by an explicit font file path (TTF/OTF).
    public init(weight: Weight = .regular, italic: Bool = false, file: String? = nil) {
        self.weight = weight; self.italic = italic; self.file = file
    }
    /// Inter Regular.
    public static let regular = FontDescriptor()
    /// Inter Bold.
    public static let bold = FontDescriptor(weight: .bold)

    var candidates: [String] {
        if let file { return [file] }
        let inter = "/usr/share/fonts/opentype/inter/Inter-"
        let w: String
        switch weight {
        case .regular: w = italic ? "Italic" : "Regular";
        case .medium: w = italic ? "MediumItalic" : "Medium"
        case .semibold: w = italic ? "SemiBoldItalic" : "SemiBold";
        case .bold: w = italic ? "BoldItalic" : "Bold"
        }
        let dv = weight == .bold || weight == .semibold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return [
            inter + w + ".otf", "/usr/share/fonts/truetype/inter/Inter-" + w + ".ttf",
            "/usr/share/fonts/truetype/dejavu/" + dv, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ]
    }
}

/// A glyph outline in em units (y down, origin on the baseline) and its advance.
struct GlyphOutline: Sendable { var path: Path; var advance: Double }

/// Loaded faces and glyph outlines, shared by all threads. Every FreeType call happens under one
/// lock (FT_Library/FT_Face are not thread-safe); outlines are cached as immutable `Path`s, so
/// after warm-up text costs one dictionary lookup per glyph.
final class FontCache: @unchecked Sendable {
    static let shared = FontCache()
    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: FT_Face] = [:]
    private var failed: Set<String> = []
    private var glyphs: [String: [UInt32: GlyphOutline]] = [:]
    private var metrics: [String: (ascender: Double, descender: Double, lineGap: Double)] = [:]
    /// Descriptor → loaded file, and glyphs by descriptor: the per-glyph lookup builds no strings.
    private var resolved: [FontDescriptor: String] = [:]
    private var glyphsByDescriptor: [FontDescriptor: [UInt32: GlyphOutline]] = [:]

    private init() {
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    /// The first loadable file among the descriptor's candidates (nil when none loads).
    private func faceLocked(_ d: FontDescriptor) -> (String, FT_Face)? {
        if let f = resolved[d], let face = faces[f] { return (f, face) }
        guard let r = loadFaceLocked(d) else { return nil }
        resolved[d] = r.0
        return r
    }

    private func loadFaceLocked(_ d: FontDescriptor) -> (String, FT_Face)? {
        for f in d.candidates {
            if let face = faces[f] { return (f, face) }
            if failed.contains(f) { continue }
            guard let lib = library, FileManager.default.fileExists(atPath: f) else { failed.insert(f); continue }
            var face: FT_Face?
            if FT_New_Face(lib, f, 0, &face) == 0, let face {
                faces[f] = face
                let upm = Double(face.pointee.units_per_EM)
                metrics[f] = (
                    Double(face.pointee.ascender) / upm, Double(-face.pointee.descender) / upm,
                    Double(face.pointee.height) / upm
                )
                return (f, face)
            }
            failed.insert(f)
        }
        return nil
    }

    /// Font-unit-free metrics (fractions of the em).
    func lineMetrics(_ d: FontDescriptor) -> (ascender: Double, descender: Double, lineHeight: Double) {
        lock.lock(); defer { lock.unlock() }
        guard let (f, _) = faceLocked(d), let m = metrics[f] else { return (0.9, 0.25, 1.2) }
        return (m.ascender, m.descender, max(m.lineGap, m.ascender + m.descender))
    }

    func glyph(_ scalar: UInt32, _ d: FontDescriptor) -> GlyphOutline? {
        lock.lock(); defer { lock.unlock() }
        if let g = glyphsByDescriptor[d]?[scalar] { return g }
        guard let (f, face) = faceLocked(d) else { return nil }
        if let g = glyphs[f]?[scalar] { glyphsByDescriptor[d, default: [:]][scalar] = g; return g }
        let idx = FT_Get_Char_Index(face, FT_ULong(scalar))
        // FT_LOAD_NO_SCALE (1) | FT_LOAD_NO_HINTING (2) | FT_LOAD_NO_BITMAP (8)
        guard FT_Load_Glyph(face, idx, Int32(1 | 2 | 8)) == 0, let slot = face.pointee.glyph else { return nil }
        let upm = Double(face.pointee.units_per_EM)
        let builder = OutlineBuilder(scale: 1 / upm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                b.move(b.pt(to!.pointee)); return 0
            },
            line_to: { to, user in
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                b.path.line(to: b.pt(to!.pointee)); return 0
            },
            conic_to: { c, to, user in
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                b.path.quad(to: b.pt(to!.pointee), control: b.pt(c!.pointee)); return 0
            },
            cubic_to: { c1, c2, to, user in
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                b.path.cubic(to: b.pt(to!.pointee), control1: b.pt(c1!.pointee), control2: b.pt(c2!.pointee)); return 0
            },
            shift: 0, delta: 0)
        var outline = slot.pointee.outline
        _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        builder.closeIfOpen()
        let g = GlyphOutline(path: builder.path, advance: Double(slot.pointee.advance.x) / upm)
        glyphs[f, default: [:]][scalar] = g
        glyphsByDescriptor[d, default: [:]][scalar] = g
        return g
    }
}

final class OutlineBuilder {
    var path = Path()
    let scale: Double
    var open = false
    init(scale: Double) { self.scale = scale }
    func pt(_ v: FT_Vector) -> Point { Point(Double(v.x) * scale, -Double(v.y) * scale) }
    func move(_ p: Point) { closeIfOpen(); path.move(to: p); open = true }
    func closeIfOpen() { if open { path.close(); open = false } }
}

/// Text layout: one line per `\n` (and word wrap when `width` is given), aligned in `width`.
public enum TextLayout {
    /// The outline of `string` at `fontSize`, first baseline at `ascender`, lines aligned within
    /// `width` (nil: left-aligned at x = 0). Returns the path and its advance width.
    public static func path(
        _ string: String, font: FontDescriptor = .regular, size: Double,
        alignment: TextAlignment = .left, width: Double? = nil, wrap: Bool = false
    ) -> (Path, Double) {
        let key = TextLayoutCache.Key(string: string, font: font, size: size, alignment: alignment, width: width, wrap: wrap)
        if let hit = TextLayoutCache.shared.get(key) { return hit }
        let result = layout(string, font: font, size: size, alignment: alignment, width: width, wrap: wrap)
        TextLayoutCache.shared.put(key, result)
        return result
    }

    static func layout(
        _ string: String, font: FontDescriptor, size: Double,
        alignment: TextAlignment, width: Double?, wrap: Bool
    ) -> (Path, Double) {
        let cache = FontCache.shared
        let m = cache.lineMetrics(font)
        var lines: [String] = string.components(separatedBy: "\n")
        if wrap, let w = width {
            lines = lines.flatMap { wrapLine($0, font: font, size: size, width: w) }
        }
        var out = Path()
        var maxW = 0.0
        for (li, line) in lines.enumerated() {
            let adv = advance(line, font: font, size: size)
            maxW = max(maxW, adv)
            var x = 0.0
            if let w = width {
                switch alignment {
                case .center: x = (w - adv) / 2;
                case .right: x = w - adv;
                default: x = 0
                }
            }
            let y = (m.ascender + Double(li) * m.lineHeight) * size
            for u in line.unicodeScalars {
                guard let g = cache.glyph(u.value, font) else { continue }
                if !g.path.isEmpty {
                    out.append(g.path.applying(AffineTransform(a: size, b: 0, c: 0, d: size, tx: x, ty: y)))
                }
                x += g.advance * size
            }
        }
        return (out, maxW)
    }

    /// Width of `s` set in one line at `size` points, in points (sum of glyph advances; no kerning).
    public static func advance(_ s: String, font: FontDescriptor = .regular, size: Double) -> Double {
        s.unicodeScalars.reduce(0) { $0 + (FontCache.shared.glyph($1.value, font)?.advance ?? 0.5) * size }
    }

    /// Height of `lines` lines.
    public static func lineHeight(font: FontDescriptor = .regular, size: Double) -> Double {
        FontCache.shared.lineMetrics(font).lineHeight * size
    }

    static func wrapLine(_ line: String, font: FontDescriptor, size: Double, width: Double) -> [String] {
        var out: [String] = []
        var cur = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let cand = cur.isEmpty ? String(word) : cur + " " + word
            if !cur.isEmpty && advance(cand, font: font, size: size) > width { out.append(cur); cur = String(word) } else { cur = cand }
        }
        out.append(cur)
        return out
    }
}

/// Laid-out text outlines shared by every frame and thread: scenes rebuild their layer trees per
/// frame, so the same labels are laid out again and again. Paths are immutable values; the cache
/// is cleared wholesale if it ever grows past `limit` entries (animated strings, e.g. counters).
final class TextLayoutCache: @unchecked Sendable {
    struct Key: Hashable {
        var string: String
        var font: FontDescriptor
        var size: Double
        var alignment: TextAlignment
        var width: Double?
        var wrap: Bool
    }
    static let shared = TextLayoutCache()
    private let lock = NSLock()
    private var entries: [Key: (Path, Double)] = [:]
    let limit = 4096

    func get(_ k: Key) -> (Path, Double)? {
        lock.lock(); defer { lock.unlock() }
        return entries[k]
    }

    func put(_ k: Key, _ v: (Path, Double)) {
        lock.lock(); defer { lock.unlock() }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[k] = v
    }
}

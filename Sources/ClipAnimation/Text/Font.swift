import CFontconfig
import CFreeType
import ClipGeometry
import Foundation

/// Which face to use for text: a family by name (found through fontconfig), a font file, or the
/// default face (Inter, with DejaVu Sans as fallback).
///
/// ```swift
/// title.font = FontDescriptor(family: "DejaVu Serif", weight: .bold)      // by family name
/// code.font = FontDescriptor(file: "Fonts/Mono.ttf")                       // a TTF or OTF file
/// cjk.font = FontDescriptor(file: "/usr/share/fonts/x/NotoSansCJK.ttc", faceIndex: 2)  // one face of a TTC
/// ```
/// A family that is not installed, or a file that cannot be read, is an error: text drawn with it
/// makes the renderer throw (from `makeRenderer` for the tree at t = 0, else from that frame's
/// render), naming the scene and the layer. Weight and italic pick the nearest face of the family.
public struct FontDescriptor: Hashable, Sendable {
    /// Stroke weight, by the usual CSS / OpenType names (fontconfig's weight scale underneath).
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// From lightest to heaviest (fontconfig weights 0, 40, 50, 80, 100, 180, 200, 205, 210).
        case thin, extraLight, light, regular, medium, semibold, bold, extraBold, black

        /// The fontconfig weight (`FC_WEIGHT_*`).
        var fontconfigWeight: Int32 {
            switch self {
            case .thin: return 0
            case .extraLight: return 40
            case .light: return 50
            case .regular: return 80
            case .medium: return 100
            case .semibold: return 180
            case .bold: return 200
            case .extraBold: return 205
            case .black: return 210
            }
        }
    }
    /// A font family name as fontconfig knows it (`fc-list : family`), e.g. "Inter",
    /// "DejaVu Sans Mono". nil: the default face. Ignored when `file` is set.
    public var family: String?
    /// Weight within the family (the nearest installed one is used).
    public var weight: Weight
    /// Italic (or oblique) face, when the family has one.
    public var italic: Bool
    /// An explicit font file, TTF, OTF or TTC (overrides family, weight and italic).
    public var file: String?
    /// The face within `file` (a TrueType/OpenType collection holds several; 0 otherwise).
    public var faceIndex: Int

    /// A face by family name, weight and style; a font file (with `faceIndex` for collections); or,
    /// with neither, the default face at that weight and style.
    public init(family: String? = nil, weight: Weight = .regular, italic: Bool = false, file: String? = nil, faceIndex: Int = 0) {
        self.family = family; self.weight = weight; self.italic = italic; self.file = file; self.faceIndex = faceIndex
    }
    /// The default face, regular weight.
    public static let regular = FontDescriptor()
    /// The default face, bold.
    public static let bold = FontDescriptor(weight: .bold)
}

/// A font that cannot be used: a family that is not installed, or a file that cannot be read.
public struct FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, one line.
    public var message: String
    /// Creates an error with this message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// A glyph outline in em units (y down, origin on the baseline) and its advance; `isNotDef` when no
/// face had the character and this is the `.notdef` box (a "missing glyph" for `clipgen check`).
struct GlyphOutline: Sendable { var path: Path; var advance: Double; var isNotDef = false }

/// Loaded faces and glyph outlines, shared by all threads. Every FreeType and fontconfig call
/// happens under one lock (FT_Library/FT_Face are not thread-safe); outlines are cached as
/// immutable `Path`s, so after warm-up text costs one dictionary lookup per glyph.
///
/// A descriptor resolves once to a face or to a `FontError` (both remembered): a family through
/// fontconfig (the match must be that family, compared case-insensitively: fontconfig always
/// returns *some* font), a file by path and face index, the default face as fontconfig's "Inter"
/// at the weight and style, else "DejaVu Sans" (bold from semibold up, never oblique).
final class FontCache: @unchecked Sendable {
    static let shared = FontCache()
    let lock = NSLock()
    private var library: FT_Library?
    var config: OpaquePointer?
    /// Loaded faces by "path#index".
    var faces: [String: FT_Face] = [:]
    private var glyphs: [String: [UInt32: GlyphOutline]] = [:]
    private var metrics: [String: (ascender: Double, descender: Double, lineGap: Double)] = [:]
    /// Descriptor → loaded face key (or why it failed), and glyphs by descriptor: the per-glyph
    /// lookup builds no strings.
    private var resolved: [FontDescriptor: Result<String, FontError>] = [:]
    private var glyphsByDescriptor: [FontDescriptor: [UInt32: GlyphOutline]] = [:]

    private init() {
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    /// Where `d` resolves: the font file and face index, or why it cannot be used.
    func resolve(_ d: FontDescriptor) -> Result<(file: String, index: Int), FontError> {
        lock.lock(); defer { lock.unlock() }
        return faceLocked(d).map { key in
            let cut = key.lastIndex(of: "#")!
            return (String(key[..<cut]), Int(key[key.index(after: cut)...])!)
        }
    }

    /// The face of `d`, loading it on first use.
    private func faceLocked(_ d: FontDescriptor) -> Result<String, FontError> {
        if let r = resolved[d] { return r }
        let r = loadFaceLocked(d)
        resolved[d] = r
        return r
    }

    private func loadFaceLocked(_ d: FontDescriptor) -> Result<String, FontError> {
        if let file = d.file { return openLocked(file, index: d.faceIndex) }
        if let family = d.family {
            let name = family.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return .failure(FontError("empty font family name")) }
            switch matchLocked(family: name, weight: d.weight.fontconfigWeight, italic: d.italic) {
            case .success(let m): return openLocked(m.file, index: m.index)
            case .failure(let e): return .failure(e)
            }
        }
        // The default face: Inter, else DejaVu Sans as the fixed Debian paths used to give it.
        if case .success(let m) = matchLocked(family: "Inter", weight: d.weight.fontconfigWeight, italic: d.italic),
            case .success(let key) = openLocked(m.file, index: m.index)
        {
            return .success(key)
        }
        let dejaVuWeight = d.weight.fontconfigWeight >= 180 ? Weight.bold : Weight.regular
        if case .success(let m) = matchLocked(family: "DejaVu Sans", weight: dejaVuWeight.fontconfigWeight, italic: false),
            case .success(let key) = openLocked(m.file, index: m.index)
        {
            return .success(key)
        }
        return .failure(FontError("no default font: neither Inter nor DejaVu Sans is installed (Debian: fonts-inter, fonts-dejavu-core)"))
    }

    private typealias Weight = FontDescriptor.Weight

    /// fontconfig's best match for the family, weight and slant; a failure unless the match is
    /// that family (fontconfig substitutes a default for a family it does not have).
    private func matchLocked(family: String, weight: Int32, italic: Bool) -> Result<(file: String, index: Int), FontError> {
        if config == nil { config = FcInitLoadConfigAndFonts() }
        guard let config, let pattern = FcPatternCreate() else {
            return .failure(FontError("font family '\(family)': fontconfig is not available"))
        }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { s in
            s.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? 100 : 0)
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else {
            return .failure(FontError("font family '\(family)' not found (no fonts are installed)"))
        }
        defer { FcPatternDestroy(match) }
        func string(_ object: String, _ n: Int32) -> String? {
            var s: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, object, n, &s) == FcResultMatch, let s else { return nil }
            return String(cString: s)
        }
        var families: [String] = []
        while let f = string(FC_FAMILY, Int32(families.count)) { families.append(f) }
        let wanted = family.lowercased()
        guard families.contains(where: { $0.lowercased() == wanted }) else {
            let got = families.first.map { " (fontconfig's nearest is '\($0)'; `fc-list : family` lists the installed ones)" } ?? ""
            return .failure(FontError("font family '\(family)' is not installed\(got)"))
        }
        guard let file = string(FC_FILE, 0) else { return .failure(FontError("font family '\(family)': fontconfig gave no file")) }
        var index: Int32 = 0
        _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
        return .success((file, Int(index)))
    }

    /// Opens face `index` of `file` (cached by "path#index").
    func openLocked(_ file: String, index: Int) -> Result<String, FontError> {
        let key = "\(file)#\(index)"
        if faces[key] != nil { return .success(key) }
        guard let lib = library else { return .failure(FontError("cannot read font '\(file)': FreeType did not start")) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(FontError("cannot read font file '\(file)': no such file"))
        }
        guard index >= 0 else { return .failure(FontError("font file '\(file)': face index \(index) is negative")) }
        var face: FT_Face?
        let err = FT_New_Face(lib, file, FT_Long(index), &face)
        guard err == 0, let face else {
            // How many faces the file has, when it is a font at all (index -1 only counts them).
            var probe: FT_Face?
            if index > 0, FT_New_Face(lib, file, -1, &probe) == 0, let probe {
                let n = probe.pointee.num_faces
                FT_Done_Face(probe)
                return .failure(FontError("font file '\(file)' has \(n) face\(n == 1 ? "" : "s"); face index \(index) does not exist"))
            }
            return .failure(FontError("cannot read font file '\(file)': not a font FreeType reads (TTF, OTF, TTC; error \(err))"))
        }
        guard face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            return .failure(FontError("font file '\(file)' has no scalable outlines (bitmap fonts are not supported)"))
        }
        faces[key] = face
        let upm = Double(face.pointee.units_per_EM)
        metrics[key] = (
            Double(face.pointee.ascender) / upm, Double(-face.pointee.descender) / upm,
            Double(face.pointee.height) / upm
        )
        return .success(key)
    }

    /// Font-unit-free metrics (fractions of the em). A face that cannot be used is reported (see
    /// `reportFontError`) and gets fixed stand-in metrics.
    func lineMetrics(_ d: FontDescriptor) -> (ascender: Double, descender: Double, lineHeight: Double) {
        lock.lock()
        let r = faceLocked(d)
        let m = (try? r.get()).flatMap { metrics[$0] }
        lock.unlock()
        if case .failure(let e) = r { reportFontError(e) }
        guard let m else { return (0.9, 0.25, 1.2) }
        return (m.ascender, m.descender, max(m.lineGap, m.ascender + m.descender))
    }

    /// The outline of `scalar` in `d`; nil for a face that cannot be used (reported, see
    /// `reportFontError`) or a glyph that does not load.
    func glyph(_ scalar: UInt32, _ d: FontDescriptor) -> GlyphOutline? {
        lock.lock()
        if let g = glyphsByDescriptor[d]?[scalar] { lock.unlock(); return g }
        switch faceLocked(d) {
        case .failure(let e):
            lock.unlock()
            reportFontError(e)
            return nil
        case .success(let key):
            defer { lock.unlock() }
            return glyphLocked(scalar, d, key: key, face: faces[key]!)
        }
    }

    func glyphLocked(_ scalar: UInt32, _ d: FontDescriptor, key f: String, face: FT_Face) -> GlyphOutline? {
        if let g = glyphs[f]?[scalar] { glyphsByDescriptor[d, default: [:]][scalar] = g; return g }
        if let g = fallbackGlyphLocked(scalar, d, face: face) { return g } // FontFallback.swift
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
        let g = GlyphOutline(path: builder.path, advance: Double(slot.pointee.advance.x) / upm, isNotDef: idx == 0)
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
        let result: (Path, Double)
        if let hit = TextLayoutCache.shared.get(key) {
            result = hit
        } else {
            result = layout(string, font: font, size: size, alignment: alignment, width: width, wrap: wrap)
            // A face that cannot be used lays out nothing and is reported on every use: not cached.
            if case .success = FontCache.shared.resolve(font) { TextLayoutCache.shared.put(key, result) }
        }
        TextDiagnostics.record(string, font: font, path: result.0)
        return result
    }

    /// Where `font` resolves (the font file and the face index in it), or why it cannot be used:
    /// a family that is not installed, a file that is missing or not a font.
    public static func resolve(_ font: FontDescriptor) -> Result<(file: String, faceIndex: Int), FontError> {
        FontCache.shared.resolve(font).map { (file: $0.file, faceIndex: $0.index) }
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

extension TextLayout {
    /// One glyph of `font`: its outline in ems (y down, origin on the baseline) and its advance in
    /// ems; nil when the face cannot be used (nothing is reported) or has no outline for `scalar`.
    /// For importers that place each glyph themselves (ClipLottie's text layers).
    package static func glyph(_ scalar: Unicode.Scalar, font: FontDescriptor) -> (path: Path, advance: Double)? {
        guard case .success = FontCache.shared.resolve(font), let g = FontCache.shared.glyph(scalar.value, font) else { return nil }
        return (g.path, g.advance)
    }
}

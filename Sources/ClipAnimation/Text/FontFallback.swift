import CFontconfig
import CFreeType

/// Per-glyph font fallback: a character the face of a descriptor has no glyph for (Inter has no
/// "❚", U+275A) is drawn from the face fontconfig ranks first among the installed scalable fonts
/// that cover it (`FcFontSort` on a pattern holding the character, the descriptor's weight and
/// slant), as Core Text's cascade list does, instead of the face's .notdef box. The glyph keeps its
/// own outline and advance in ems; the line metrics (ascender, line height) stay the primary
/// face's, so the fallback glyph sits on the same baseline at the same size.
///
/// Deterministic: fontconfig's order depends only on the installed fonts and the configuration,
/// so the same machine always picks the same face. Control characters (below U+0020) never fall
/// back; a character no installed font covers keeps the primary face's .notdef glyph.
final class FontFallbackTable: @unchecked Sendable {
    static let shared = FontFallbackTable()
    struct Key: Hashable {
        var scalar: UInt32
        var weight: Int32
        var italic: Bool
    }
    /// The fallback face ("path#index") for a character at a weight and slant, or nil when no
    /// installed font covers it. Read and written only under `FontCache`'s lock.
    var faces: [Key: String?] = [:]
}

extension FontCache {
    /// The glyph of `scalar` from a fallback face when `face` (the face of `d`) has none, cached
    /// for `d` as its own glyph; nil when `face` has the glyph or no installed font covers it.
    /// Called with the lock held.
    func fallbackGlyphLocked(_ scalar: UInt32, _ d: FontDescriptor, face: FT_Face) -> GlyphOutline? {
        guard scalar >= 0x20, FT_Get_Char_Index(face, FT_ULong(scalar)) == 0 else { return nil }
        let key = FontFallbackTable.Key(scalar: scalar, weight: d.weight.fontconfigWeight, italic: d.italic)
        let table = FontFallbackTable.shared
        let found: String?
        if let known = table.faces[key] {
            found = known
        } else {
            found = fallbackFaceLocked(for: key)
            table.faces[key] = .some(found)
        }
        guard let found, let fallback = faces[found], fallback != face else { return nil }
        return glyphLocked(scalar, d, key: found, face: fallback)
    }

    /// The first face in fontconfig's sorted list that covers `key.scalar` and opens with a glyph
    /// for it.
    private func fallbackFaceLocked(for key: FontFallbackTable.Key) -> String? {
        if config == nil { config = FcInitLoadConfigAndFonts() }
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        _ = FcCharSetAddChar(wanted, key.scalar)
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, key.weight)
        _ = FcPatternAddInteger(pattern, FC_SLANT, key.italic ? 100 : 0)
        _ = FcPatternAddBool(pattern, FC_SCALABLE, FcBool(1))
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, FcBool(0), nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, key.scalar) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            guard case .success(let faceKey) = openLocked(String(cString: file), index: Int(index)),
                let face = faces[faceKey], FT_Get_Char_Index(face, FT_ULong(key.scalar)) != 0
            else { continue }
            return faceKey
        }
        return nil
    }
}

extension FontCache {
    /// Whether face `index` of `file` has its own glyph for `scalar` (false when it cannot be
    /// opened), without fallback.
    func hasOwnGlyph(_ scalar: UInt32, file: String, index: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard case .success(let key) = openLocked(file, index: index), let face = faces[key] else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
    }

    /// The fallback face fontconfig chose for `scalar` in `d` ("path#index"), once a glyph of it
    /// has been asked for; nil before that or when no installed font covers it.
    func fallbackFace(_ scalar: UInt32, _ d: FontDescriptor) -> String? {
        lock.lock(); defer { lock.unlock() }
        let key = FontFallbackTable.Key(scalar: scalar, weight: d.weight.fontconfigWeight, italic: d.italic)
        return FontFallbackTable.shared.faces[key] ?? nil
    }
}

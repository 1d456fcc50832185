/// The video codecs clipgen can write (which container takes which is each format's business).
public enum VideoCodec: String, CaseIterable, Sendable, Codable {
    /// libx264, libx265, libsvtav1, libvpx-vp9, prores_ks, libwebp and FFmpeg's APNG encoder.
    case h264, hevc, av1, vp9, prores, webp, apng

    /// A short name for messages.
    public var displayName: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .av1: "AV1"
        case .vp9: "VP9"
        case .prores: "ProRes"
        case .webp: "WebP"
        case .apng: "APNG"
        }
    }
}

/// The codec and quality flags as the user gave them (nil: not given). Each format turns them into
/// a `CodecProfile` for its codec; a flag the codec has no use for is an error, never ignored.
///
/// ```swift
/// let profile = try CodecOptions(codec: .hevc, crf: 26).profile(for: .hevc)
/// ```
public struct CodecOptions: Sendable, Equatable {
    /// `--codec`: the codec asked for (nil: the format's default).
    public var codec: VideoCodec?
    /// `--crf`: constant rate factor (x264/x265 0…51, AV1/VP9 0…63).
    public var crf: Int?
    /// `--preset`: encoder speed preset (x264/x265 names, AV1 0…13, VP9 0…8).
    public var preset: String?
    /// WebP quality, 0 (smallest) ... 100 (best).
    public var quality: Int?
    /// WebP lossless.
    public var lossless: Bool
    /// ProRes profile name (`4444`, `4444xq`, `hq`, `standard`, `lt`, `proxy`).
    public var proresProfile: String?
    /// Frames carry alpha (`--transparent`): the codec must keep it.
    public var transparent: Bool

    /// Options as given on the command line (nil = not given).
    public init(
        codec: VideoCodec? = nil, crf: Int? = nil, preset: String? = nil, quality: Int? = nil,
        lossless: Bool = false, proresProfile: String? = nil, transparent: Bool = false
    ) {
        self.codec = codec; self.crf = crf; self.preset = preset; self.quality = quality
        self.lossless = lossless; self.proresProfile = proresProfile; self.transparent = transparent
    }

    /// The outputs that keep alpha, for messages.
    public static let alphaFormats = ".mov (ProRes 4444), .webm (VP9), .webp, .apng/.png, PNG frames, or .gif (on/off alpha)"

    /// Throws a one-line error when `transparent` is asked of a codec without alpha.
    public func checkAlpha(_ codec: VideoCodec) throws {
        guard transparent else { return }
        let ok: Bool
        switch codec {
        case .h264, .hevc, .av1: ok = false
        case .prores: ok = (proresProfile ?? "4444").hasPrefix("4444")
        case .vp9, .webp, .apng: ok = true
        }
        if !ok {
            let name = codec == .prores ? "ProRes \(proresProfile ?? "")" : codec.displayName
            throw EncodeOptionError("--transparent needs a format with alpha; \(name) has none: use \(Self.alphaFormats)")
        }
    }

    /// Presets libx265 accepts (the same names as x264's).
    public static let x265Presets = MP4Options.presets
    /// ProRes profiles accepted by `--prores-profile`.
    public static let proresProfiles = ["4444", "4444xq", "hq", "standard", "lt", "proxy"]

    /// The codec a format writes: the one asked for if the format takes it, else the format's first.
    /// Throws a one-line error when a codec the format does not take is asked for.
    public func codec(for formatName: String, takes codecs: [VideoCodec]) throws -> VideoCodec {
        guard let codec else { return codecs[0] }
        guard codecs.contains(codec) else {
            let list = codecs.map(\.rawValue).joined(separator: ", ")
            throw EncodeOptionError("--codec \(codec.rawValue) does not apply to \(formatName) (it takes \(list))")
        }
        return codec
    }

    /// The flags given that `codec` has no use for, as they are spelled on the command line.
    public func inapplicableFlags(for codec: VideoCodec) -> [String] {
        var used: Set<String> = []
        switch codec {
        case .h264, .hevc, .av1, .vp9: used = ["--crf", "--preset"]
        case .prores: used = ["--prores-profile"]
        case .webp: used = ["--quality", "--lossless"]
        case .apng: used = []
        }
        var given: [String] = []
        if crf != nil { given.append("--crf") }
        if preset != nil { given.append("--preset") }
        if quality != nil { given.append("--quality") }
        if lossless { given.append("--lossless") }
        if proresProfile != nil { given.append("--prores-profile") }
        return given.filter { !used.contains($0) }
    }

    /// Throws a one-line error naming the first flag `codec` does not use.
    public func checkApplies(to codec: VideoCodec) throws {
        if let flag = inapplicableFlags(for: codec).first {
            throw EncodeOptionError("\(flag) does not apply to \(codec.displayName)")
        }
    }

    /// The encoder profile of `codec` in `muxer`, with these flags validated and mapped.
    public func profile(for codec: VideoCodec, muxer: String) throws -> CodecProfile {
        try checkApplies(to: codec)
        try checkAlpha(codec)
        typealias KV = CodecProfile.KeyValue
        func crfValue(_ range: ClosedRange<Int>, _ fallback: Int) throws -> String {
            let v = crf ?? fallback
            guard range.contains(v) else {
                throw EncodeOptionError(
                    "--crf for \(codec.displayName) must be between \(range.lowerBound) and \(range.upperBound) (got \(v))")
            }
            return "\(v)"
        }
        func presetValue(_ allowed: [String], _ fallback: String) throws -> String {
            let v = preset ?? fallback
            guard allowed.contains(v) else {
                throw EncodeOptionError("--preset for \(codec.displayName) must be one of \(allowed.joined(separator: ", ")) (got '\(v)')")
            }
            return v
        }
        switch codec {
        case .h264:
            // The one H.264 profile (the sink adds x264's coded width and CPU level, `X264Setup`).
            _ = try crfValue(MP4Options.crfRange, MP4Options.defaultCRF)
            let p = try presetValue(MP4Options.presets, MP4Options.defaultPreset)
            return .h264(try MP4Options(crf: crf ?? MP4Options.defaultCRF, preset: p, threads: EncoderThreads.count), muxer: muxer)
        case .hevc:
            let crfText = try crfValue(0...51, 24)
            let p = try presetValue(Self.x265Presets, "fast")
            // The thread policy's pool (x265 reads no `thread_count`) and one frame thread: frame threads change the
            // bytes, the pool's size does not (wavefront rows are coded alike however many threads run them). No B-frames:
            // the MP4 muxer refused a reordered packet ("pts/dts pair unsupported") in about one full test
            // run in three, with a 2-frame clip; without reordering pts = dts = frame index.
            return CodecProfile(
                label: "HEVC", encoder: "libx265", muxer: muxer, pixelFormat: "yuv420p",
                codecTag: muxer == "mp4" || muxer == "mov" ? "hvc1" : nil,
                options: [
                    KV("crf", crfText), KV("preset", p),
                    KV("x265-params", "log-level=error:pools=\(EncoderThreads.count):frame-threads=1:bframes=0"),
                ],
                muxOptions: [], evenSize: true, threads: EncoderThreads.count)
        case .av1:
            let crfText = try crfValue(0...63, 35)
            let p = try presetValue((0...13).map { "\($0)" }, "10")
            var profile = CodecProfile(
                label: "AV1", encoder: "libsvtav1", muxer: muxer, pixelFormat: "yuv420p", codecTag: nil,
                // SVT-AV1 sizes its pools to the machine unless told its logical processors (`lp`).
                options: [KV("crf", crfText), KV("preset", p), KV("svtav1-params", "lp=\(EncoderThreads.count)")], muxOptions: [],
                evenSize: true, threads: EncoderThreads.count)
            profile.minimumSize = 64 // SVT-AV1 1.4 refuses smaller frames
            return profile
        case .vp9:
            let crfText = try crfValue(0...63, 32)
            let p = try presetValue((0...8).map { "\($0)" }, "4")
            // With alpha, libvpx encodes a second (alpha) plane that WebM carries as BlockAdditional data.
            return CodecProfile(
                label: "VP9", encoder: "libvpx-vp9", muxer: muxer, pixelFormat: transparent ? "yuva420p" : "yuv420p",
                codecTag: nil,
                options: [KV("crf", crfText), KV("deadline", "good"), KV("cpu-used", p), KV("row-mt", "0")],
                muxOptions: [], evenSize: true, threads: EncoderThreads.count)
        case .prores:
            let name = proresProfile ?? "4444"
            guard Self.proresProfiles.contains(name) else {
                throw EncodeOptionError("--prores-profile must be one of \(Self.proresProfiles.joined(separator: ", ")) (got '\(name)')")
            }
            let alpha = name.hasPrefix("4444")
            return CodecProfile(
                label: "ProRes \(name)", encoder: "prores_ks", muxer: muxer,
                pixelFormat: alpha ? "yuva444p10le" : "yuv422p10le", codecTag: nil,
                options: [KV("profile", name), KV("vendor", "apl0")] + (alpha ? [KV("alpha_bits", "16")] : []),
                muxOptions: [], evenSize: false, threads: EncoderThreads.count)
        case .webp:
            let q = quality ?? 75
            guard (0...100).contains(q) else { throw EncodeOptionError("--quality must be between 0 and 100 (got \(q))") }
            return CodecProfile(
                label: "WebP", encoder: "libwebp_anim", muxer: muxer, pixelFormat: "bgra", codecTag: nil,
                options: [KV("quality", "\(q)"), KV("lossless", lossless ? "1" : "0")],
                muxOptions: [KV("loop", "0")], evenSize: false, threads: 1)
        case .apng:
            return CodecProfile(
                label: "APNG", encoder: "apng", muxer: muxer, pixelFormat: "rgba", codecTag: nil,
                options: [], muxOptions: [KV("plays", "0")], evenSize: false, threads: 1)
        }
    }
}

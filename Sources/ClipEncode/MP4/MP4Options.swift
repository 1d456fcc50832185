/// Encoder settings of an MP4 (H.264) clip, validated on construction.
///
/// ```swift
/// let options = try MP4Options(crf: 20, preset: "fast")
/// ```
/// `threads` is fixed (not "auto") because x264's output depends on its thread count: a fixed
/// count makes the same frames give the same bytes on every machine.
public struct MP4Options: Sendable, Equatable {
    /// x264's presets, fastest first.
    public static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast",
        "medium", "slow", "slower", "veryslow", "placebo",
    ]
    /// Valid CRF values.
    public static let crfRange = 0...51
    /// Default CRF (visually lossless for these clips at a small size).
    public static let defaultCRF = 20
    /// Default x264 preset.
    public static let defaultPreset = "veryfast"
    /// Default encoder threads (fixed for deterministic output).
    public static let defaultThreads = 2

    /// Constant rate factor, 0 (lossless) ... 51 (worst).
    public let crf: Int
    /// One of `presets`.
    public let preset: String
    /// x264 thread count, 1...16.
    public let threads: Int

    /// Validated options; throws `EncodeOptionError` naming the value out of range.
    public init(
        crf: Int = MP4Options.defaultCRF, preset: String = MP4Options.defaultPreset,
        threads: Int = MP4Options.defaultThreads
    ) throws {
        guard MP4Options.crfRange.contains(crf) else {
            throw EncodeOptionError("invalid crf \(crf): must be in 0...51 (lower is better quality)")
        }
        guard MP4Options.presets.contains(preset) else {
            throw EncodeOptionError("invalid preset '\(preset)': must be one of \(MP4Options.presets.joined(separator: ", "))")
        }
        guard (1...16).contains(threads) else {
            throw EncodeOptionError("invalid encoder thread count \(threads): must be in 1...16")
        }
        self.crf = crf; self.preset = preset; self.threads = threads
    }

    /// The defaults (always valid).
    public static var standard: MP4Options {
        // The defaults are inside the validated ranges (checked by a test).
        MP4Options(validCRF: defaultCRF, preset: defaultPreset, threads: defaultThreads)
    }

    /// Options already known to be valid.
    private init(validCRF crf: Int, preset: String, threads: Int) {
        self.crf = crf; self.preset = preset; self.threads = threads
    }
}

/// An invalid encoder option; `description` is one line meant for the user.
public struct EncodeOptionError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    /// An error with a one-line message.
    public init(_ description: String) { self.description = description }
}

extension CodecProfile {
    /// H.264 (libx264) in `muxer` with these x264 settings: yuv420p from ClipRaster's `YUV420`
    /// (`PictureConversion.yuv420OverBlack`), even sizes, `options.threads` encoder threads. The
    /// sink adds the `X264Setup` hook (coded width, CPU level).
    package static func h264(_ options: MP4Options, muxer: String = "mp4") -> CodecProfile {
        var profile = CodecProfile(
            label: "H.264", encoder: "libx264", muxer: muxer, pixelFormat: "yuv420p", codecTag: nil,
            options: [KeyValue("preset", options.preset), KeyValue("crf", "\(options.crf)")], muxOptions: [], evenSize: true,
            threads: options.threads)
        profile.conversion = .yuv420OverBlack
        return profile
    }
}

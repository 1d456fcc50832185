import ArgumentParser
import ClipEncode
import Foundation

/// `gallery --formats mp4,webm,gif`: the formats as a comma-separated list of their flag names.
enum GalleryFormats {
    /// The formats a list names, each once, in catalog order; a one-line error for an unknown name.
    static func parse(_ list: String) throws -> [OutputFormat] {
        var chosen: [OutputFormat] = []
        for raw in list.split(separator: ",") {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let f = OutputFormat(rawValue: name) else {
                let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--formats: unknown format '\(name)'; known: \(known)")
            }
            chosen.append(f)
        }
        if chosen.isEmpty { throw ValidationError("--formats names no format") }
        return OutputFormat.chosen(chosen)
    }

    /// The formats to render: `--formats` if given, else the flags, else the gallery defaults.
    static func resolve(list: String?, flags: [OutputFormat]) throws -> [OutputFormat] {
        if let list {
            if !flags.isEmpty { throw ValidationError("use either --formats or format flags, not both") }
            return try parse(list)
        }
        return flags.isEmpty ? OutputFormat.allCases.filter(\.inGalleryByDefault) : OutputFormat.chosen(flags)
    }
}

/// How the gallery page offers a clip to `<video>`: its `<source type>` and its place among the
/// sources (browsers take the first they can play: AV1, then VP9 WebM, then H.264 as the fallback).
enum VideoSourceOrder {
    /// The codec a job's clip was written with.
    static func codec(_ format: OutputFormat, _ settings: EncoderSettings) -> VideoCodec? {
        guard !format.codecs.isEmpty else { return nil }
        if let c = settings.codec.codec, format.codecs.contains(c) { return c }
        return format.codecs[0]
    }

    /// The `type` attribute, with codecs, or nil for formats browsers do not play in `<video>` (ProRes).
    static func type(_ format: OutputFormat, _ settings: EncoderSettings) -> String? {
        switch (format, codec(format, settings)) {
        case (.mp4, .h264?): "video/mp4; codecs=\"avc1.640028\""
        case (.mp4, .hevc?): "video/mp4; codecs=\"hvc1\""
        case (.mp4, .av1?): "video/mp4; codecs=\"av01.0.08M.08\""
        case (.webm, .av1?): "video/webm; codecs=\"av01.0.08M.08\""
        case (.webm, _): "video/webm; codecs=\"vp9\""
        default: nil
        }
    }

    /// Lower comes first: AV1, VP9, HEVC, H.264.
    static func rank(_ format: OutputFormat, _ settings: EncoderSettings) -> Int {
        switch codec(format, settings) {
        case .av1?: 0
        case .vp9?: 1
        case .hevc?: 2
        default: 3
        }
    }
}

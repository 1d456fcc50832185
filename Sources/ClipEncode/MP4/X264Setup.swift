import CFFmpeg

/// How `CodecSink` sets x264 up for one clip (its libx264 hook): the width x264 codes and the CPU features it may use.
///
/// x264's AVX-512 kernels took about 10 % less CPU than its AVX2 ones for twitter-launch, but one of them is unsafe for
/// most widths. `mbtree_propagate_list` (x264 core 164, Debian 12; unchanged upstream) walks a row
/// of the lookahead's 16-pixel macroblocks eight at a time and does not stop at the row's end: when
/// the row's macroblock count is not a multiple of 8 it also spreads the costs of up to seven
/// entries past it — the next row's, and after the last row memory past the arrays' ends, whatever
/// an earlier allocation left there. The bytes then differ from the AVX2 path, and from one encode to
/// the next in one process (a 64×48 clip with B-frames and mb-tree gave 2661 and 2663 bytes).
///
/// So x264 codes a width that is a multiple of 128 pixels (8 macroblocks) when that is cheap: up to
/// one extra macroblock column in 24 (about 4 %; 750 → 768, 1500 → 1536, and 640, 1280, 1920 as they
/// are). The extra columns repeat the last one and are cropped away in the stream's SPS
/// (`crop-rect`), so the decoded video has the clip's size. At such a width AVX-512 is allowed, and
/// the bytes are identical to the AVX2 and SSE4.2 paths, encode after encode (`X264SetupTests`
/// checks both, with freed memory filled differently). Other widths are coded as they are, capped at
/// AVX2: padding them further would cost more than AVX-512 saves (1080 → 1152 measured even).
/// Either way the MP4 bytes do not depend on which x86-64 machine encodes them. (x264's C path,
/// `asm=0`, gives slightly different bytes; it is never used on x86-64.)
struct X264Setup: Equatable {
    /// The width x264 codes, ≥ the encoded width; the difference is cropped in the SPS.
    var codedWidth: Int
    /// Value for x264's `asm` parameter, or nil to let x264 detect (non-x86 hosts).
    var asm: String?

    /// The setup for an even `encodedWidth` on this host.
    static func standard(encodedWidth: Int) -> X264Setup {
        let coded = codedWidth(encodedWidth: encodedWidth)
        return X264Setup(codedWidth: coded, asm: asmParameter(allowingAVX512: coded % 128 == 0))
    }

    /// `encodedWidth` rounded up to a multiple of 128 when that adds at most one macroblock column in
    /// 24, else `encodedWidth`.
    static func codedWidth(encodedWidth: Int) -> Int {
        let columns = (encodedWidth + 15) / 16
        let padded = (columns + 7) / 8 * 8
        return (padded - columns) * 24 <= columns ? padded * 16 : encodedWidth
    }

    /// x264's `crop-rect` and `asm` parameters for this setup (`key=value` pairs joined by `:`), or
    /// nil when there are none.
    func parameters(encodedWidth: Int) -> String? {
        var p: [String] = []
        if let asm { p.append("asm=\(asm)") }
        if codedWidth > encodedWidth { p.append("crop-rect=0,0,\(codedWidth - encodedWidth),0") }
        return p.isEmpty ? nil : p.joined(separator: ":")
    }

    /// Whether this host's CPU has the AVX-512 features x264 uses (F, CD, BW, DQ, VL).
    static var hostHasAVX512: Bool {
        #if arch(x86_64)
            return UInt32(bitPattern: av_get_cpu_flags()) & UInt32(bitPattern: AV_CPU_FLAG_AVX512) != 0
        #else
            return false
        #endif
    }

    /// The best of the host's features up to AVX2, or up to AVX-512 when `allowingAVX512`; nil on
    /// non-x86 hosts (x264 detects).
    static func asmParameter(allowingAVX512: Bool) -> String? {
        #if arch(x86_64) || arch(i386)
            // x264's level names, best first, with the FFmpeg CPU flags each needs.
            let levels: [(name: String, flags: [Int32])] = [
                ("AVX512", [AV_CPU_FLAG_AVX512, AV_CPU_FLAG_AVX2, AV_CPU_FLAG_FMA3, AV_CPU_FLAG_BMI2]),
                ("AVX2", [AV_CPU_FLAG_AVX2, AV_CPU_FLAG_FMA3, AV_CPU_FLAG_BMI2]),
                ("AVX", [AV_CPU_FLAG_AVX]), ("SSE4.2", [AV_CPU_FLAG_SSE42]), ("SSE4.1", [AV_CPU_FLAG_SSE4]),
                ("SSSE3", [AV_CPU_FLAG_SSSE3]), ("SSE3", [AV_CPU_FLAG_SSE3]), ("SSE2", [AV_CPU_FLAG_SSE2]),
            ]
            let f = UInt32(bitPattern: av_get_cpu_flags())
            let level = levels.first { level in
                (allowingAVX512 || level.name != "AVX512") && level.flags.allSatisfy { f & UInt32(bitPattern: $0) != 0 }
            }
            return level.map { $0.name + ",Cache64" } ?? "0"
        #else
            return nil
        #endif
    }
}

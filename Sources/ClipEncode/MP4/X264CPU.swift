import CFFmpeg

/// The x264 `asm=` CPU feature set clipgen allows: the best of the host's features up to AVX2,
/// never AVX-512.
///
/// Why: with its AVX-512 kernels enabled, x264 (core 164, Debian 12) produced different bytes for
/// the same frames from one encode to the next within a process (measured on a 64×48 clip with
/// B-frames and mb-tree: 2116, 2118, 2117… bytes). Capped at AVX2 the output is identical run
/// after run, and identical between the AVX2 and SSE4.2 code paths (checked on a 160×120 clip),
/// so MP4 bytes do not depend on which x86-64 machine encodes them. (x264's pure C path,
/// `asm=0`, gives slightly different bytes; it is never used on x86-64.)
enum X264CPU {
    /// Value for x264's `asm` parameter, or nil to let x264 detect (non-x86 hosts).
    static var asmParameter: String? {
        #if arch(x86_64) || arch(i386)
            let f = UInt32(bitPattern: av_get_cpu_flags())
            func has(_ flags: Int32...) -> Bool { flags.allSatisfy { f & UInt32(bitPattern: $0) != 0 } }
            let level: String
            if has(AV_CPU_FLAG_AVX2, AV_CPU_FLAG_FMA3, AV_CPU_FLAG_BMI2) {
                level = "AVX2"
            } else if has(AV_CPU_FLAG_AVX) {
                level = "AVX"
            } else if has(AV_CPU_FLAG_SSE42) {
                level = "SSE4.2"
            } else if has(AV_CPU_FLAG_SSE4) {
                level = "SSE4.1"
            } else if has(AV_CPU_FLAG_SSSE3) {
                level = "SSSE3"
            } else if has(AV_CPU_FLAG_SSE3) {
                level = "SSE3"
            } else if has(AV_CPU_FLAG_SSE2) {
                level = "SSE2"
            } else {
                return "0"
            }
            return level + ",Cache64"
        #else
            return nil
        #endif
    }
}

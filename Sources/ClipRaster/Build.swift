import CRasterShims

/// How this build of the raster core was compiled (benchmarks print it next to their figures).
package enum RasterBuild {
    /// The x86-64 level the Swift per-pixel modules target: `CLIPGEN_CPU` at build time
    /// (Package.swift); pixels are the same at every level, only speed differs.
    #if CLIPGEN_CPU_V4
        /// The level's name.
        package static let cpu = "x86-64-v4 (skylake-avx512)"
    #elseif CLIPGEN_CPU_V3
        /// The level's name.
        package static let cpu = "x86-64-v3 (haswell)"
    #else
        /// The level's name.
        package static let cpu = "baseline"
    #endif

    /// The per-pixel kernels running: the C kernels of one x86-64 level, picked at start-up from
    /// the CPU (or `CLIPGEN_CPU_LEVEL`), e.g. `x86-64-v3 (runtime dispatch)`; or the Swift
    /// reference kernels under `CLIPGEN_CPU_LEVEL=0`.
    package static var kernels: String {
        guard let k = clip_kernels() else { return "Swift reference kernels (CLIPGEN_CPU_LEVEL=0)" }
        let name = String(cString: k.pointee.name)
        return clip_kernels_overridden() != 0 ? "\(name) (CLIPGEN_CPU_LEVEL=\(k.pointee.level))" : "\(name) (runtime dispatch)"
    }

    /// The x86-64 level of the kernels running (1, 3 or 4), or 0 for the Swift reference kernels.
    package static var kernelLevel: Int { clip_kernels().map { $0.pointee.level } ?? 0 }

    /// The kernel levels this CPU runs (`CLIPGEN_CPU_LEVEL` accepts these and 0).
    package static var supportedKernelLevels: [Int] { [1, 3, 4].filter { clip_kernels_for_level($0) != nil } }
}

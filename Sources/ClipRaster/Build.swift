/// How this build of the raster core was compiled (benchmarks print it next to their figures).
package enum RasterBuild {
    /// The x86-64 level the per-pixel modules target: `CLIPGEN_CPU` at build time (Package.swift);
    /// pixels are the same at every level, only speed differs.
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
}

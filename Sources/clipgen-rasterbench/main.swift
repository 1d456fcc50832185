// Raster benchmark without the CLI: clipgen-rasterbench [--threads N] [--iterations N] [--png DIR] [--json] [--workloads PATH] [names…]
// clipgen-rasterbench --blur RADIUS: full-frame Gaussian blur timing.
// clipgen-rasterbench --image: 750x1334 drawImage timing, fast paths on/off.
// clipgen-rasterbench --blend: 1920x1080 full-frame draw timing per blend mode.
// clipgen-rasterbench --digest: one frame per workload, printed as "name fnv1a64" (make test).
// clipgen-rasterbench --kernel-levels: the kernel levels this CPU runs, e.g. "1 3 4" (CLIPGEN_CPU_LEVEL values; make test).
import ClipBench
import ClipRaster
import Dispatch
import Foundation

var o = RasterBenchOptions()
var json = false
var digest = false
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--threads": o.threads = Int(args.removeFirst()) ?? 1
    case "--iterations": o.iterations = Int(args.removeFirst()) ?? 30
    case "--png": o.pngDirectory = args.removeFirst()
    case "--workloads": o.workloadsPath = args.removeFirst()
    case "--json": json = true
    case "--digest": digest = true
    case "--kernel-levels":
        print(RasterBuild.supportedKernelLevels.map(String.init).joined(separator: " "))
        exit(0)
    case "--blur":
        // Full-frame Gaussian blur timing (radius = CA shadowRadius convention, sigma = r/2).
        let radius = Double(args.removeFirst()) ?? 20
        let pm = Pixmap(width: 1920, height: 1080)
        pm.view.fill(RGBA8(200, 100, 50, 255))
        var times: [Double] = []
        for _ in 0..<7 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            GaussianBlur.apply(to: pm.view, radius: radius)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        times.sort()
        print("blur 1920x1080 radius \(radius): median \(times[3]) ms, min \(times[0]) ms")
        exit(0)
    case "--image":
        print("drawImage 750x1334      fast ms  generic ms")
        for r in ImageBench.run() {
            print(r.name.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: " %10.2f %10.2f", r.fastMs, r.genericMs))
        }
        exit(0)
    case "--blend":
        // Median (min) milliseconds per full-frame draw.
        print("blend 1920x1080    " + BlendBench.columns.map { ($0 + " ms").padding(toLength: 16, withPad: " ", startingAt: 0) }.joined())
        for r in BlendBench.run() {
            let cells = zip(r.medianMs, r.minMs).map { String(format: "%6.2f (%5.2f)   ", $0, $1) }
            print("\(r.mode)".padding(toLength: 19, withPad: " ", startingAt: 0) + cells.joined())
        }
        exit(0)
    default: o.only.append(a)
    }
}
do {
    if digest {
        for (name, d) in try RasterBench.digests(threads: o.threads, only: o.only, workloadsPath: o.workloadsPath) {
            print(name, String(d, radix: 16))
        }
        exit(0)
    }
    let r = try RasterBench.run(o)
    print(json ? r.json : r.textTable)
} catch {
    print("error: \(error)")
}

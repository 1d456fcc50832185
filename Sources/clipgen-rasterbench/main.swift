// Raster benchmark without the CLI: clipgen-rasterbench [--threads N] [--iterations N] [--png DIR] [--json] [--workloads PATH] [names…]
import ClipBench

var o = RasterBenchOptions()
var json = false
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--threads": o.threads = Int(args.removeFirst()) ?? 1
    case "--iterations": o.iterations = Int(args.removeFirst()) ?? 30
    case "--png": o.pngDirectory = args.removeFirst()
    case "--workloads": o.workloadsPath = args.removeFirst()
    case "--json": json = true
    default: o.only.append(a)
    }
}
do {
    let r = try RasterBench.run(o)
    print(json ? r.json : r.textTable)
} catch {
    print("error: \(error)")
}

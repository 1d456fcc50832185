import ClipBench

extension BenchCommand {
    /// The raster core on the peer workloads (same geometry as shared/bench/peers/raster_peers.py).
    func runRaster() throws {
        let options = RasterBenchOptions(
            threads: threads, iterations: iterations, pngDirectory: png,
            only: only.map { $0.split(separator: ",").map(String.init) } ?? [])
        let report: RasterBenchReport
        do { report = try RasterBench.run(options) } catch let e as WorkloadError {
            if case .unknown = e { throw CLIError.usage("--only: \(e)") }
            throw CLIError(message: "bench: \(e)")
        } catch {
            throw CLIError(message: "bench: \(describe(error))")
        }
        print(json ? report.json : report.textTable)
    }
}

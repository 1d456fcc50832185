extension BenchCommand {
    func runRaster() throws { throw CLIError(message: "the raster bench is not wired yet") }
}

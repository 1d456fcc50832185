import ClipPipeline
func makeSink(_ format: ClipFormat, path: String, fps: Int, encoder: EncoderSettings) throws -> FrameSink { throw CLIError(message: "encoder not yet") }
func sinkOutputSize(_ sink: FrameSink, width: Int, height: Int) -> (Int, Int) { (width, height) }
extension BenchCommand { func runRaster() throws { throw CLIError(message: "not yet") } }

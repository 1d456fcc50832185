import ClipGeometry
import ClipLottie
import ClipRaster
import Foundation
import FuzzDriver

/// libFuzzer's entry: parse the bytes as a Lottie file; when they parse, render the first frame and
/// one in the middle at 64×64, so the evaluator and the engine are fuzzed as well as the parser.
/// A thrown `LottieError` (or any error) is the expected answer to bad input; a crash, a hang
/// (`-timeout`) or a memory blow-up (`-rss_limit_mb`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func lottieFuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, count > 0 else { return 0 }
    let data = Data(bytes: bytes, count: count)
    let document: LottieDocument
    do {
        document = try LottieDocument(data: data)
    } catch {
        // `LOTTIE_FUZZ_VERBOSE=1 LottieFuzz FILE…` shows why a seed is refused (triage).
        if ProcessInfo.processInfo.environment["LOTTIE_FUZZ_VERBOSE"] != nil { print("refused: \(error)") }
        return 0
    }
    let scene = LottieScene(document: document, name: "fuzz", size: Size(64, 64))
    let renderer = LottieRenderer(scene: scene, scale: 1, background: .white)
    let pixmap = Pixmap(width: 64, height: 64)
    for frame in [document.inPoint, (document.inPoint + document.outPoint) / 2] {
        do {
            try renderer.render(frame: frame, into: pixmap.view)
        } catch {
            if ProcessInfo.processInfo.environment["LOTTIE_FUZZ_VERBOSE"] != nil { print("frame \(frame): \(error)") }
        }
    }
    return 0
}

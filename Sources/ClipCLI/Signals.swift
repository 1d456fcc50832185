import ClipPipeline
import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a cancellation flag, so a render stops cleanly (temporary files
/// removed, exit status 130) instead of dying mid-write.
final class SignalTrap: @unchecked Sendable {
    let flag = CancellationFlag()
    private var sources: [DispatchSourceSignal] = []

    init() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let src = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            let flag = self.flag
            src.setEventHandler { flag.cancel() }
            src.resume()
            sources.append(src)
        }
    }

    deinit {
        for s in sources { s.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

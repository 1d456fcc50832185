import ClipEncode
import ClipPipeline
import Dispatch
import Foundation
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT for the whole process: installed when `clipgen` starts, so that
/// every command, at every moment, ends the same way: temporary files removed, one line on
/// stderr, exit status 128 + the signal's number (130, 143, 129, 131), as shells report them.
///
/// A command that can stop by itself (a render: it polls `flag`) holds a `SignalTrap` while it
/// runs: the first signal cancels it, and it cleans up and exits through its usual error path.
/// Should it not stop within `grace` seconds (blocked opening a FIFO that has no reader, one
/// very long frame), or at a second signal, or when no command holds a trap, the process removes
/// the temporaries every writer registered (`TemporaryFiles`) and exits at once.
package final class SignalTrap: Sendable {
    /// The cancellation flag every render of the process polls.
    package let flag: CancellationFlag

    /// Marks the calling command as one that stops by itself when `flag` is set.
    package init() {
        Self.install()
        flag = Self.flag
        Self.cooperating.add(1, ordering: .sequentiallyConsistent)
    }

    deinit { Self.cooperating.subtract(1, ordering: .sequentiallyConsistent) }

    /// The signals handled: Ctrl-C, `kill`'s default, a closed terminal, Ctrl-\\ (SIGQUIT: no core
    /// dump or backtrace, the render stops like the others and exits 131).
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Seconds a command holding a trap has to stop after the first signal.
    static let grace = 3.0

    /// The first signal received (0 before any).
    static var received: Int32 { firstSignal.load(ordering: .sequentiallyConsistent) }

    /// The exit status for the signal received: 128 + its number (130 when none was).
    static var exitCode: Int32 { 128 + (received == 0 ? SIGINT : received) }

    /// Installs the handlers once; later calls do nothing.
    ///
    /// A real handler (not `SIG_IGN` plus a dispatch source): ignored signals stay ignored in child
    /// processes (the studio's `swift build`), caught ones are reset to the default on exec. The
    /// handler only writes the signal's number into a pipe; a thread of its own reads it and acts.
    static func install() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            wakeFD.store(fds[1], ordering: .sequentiallyConsistent)
            let reader = fds[0]
            Thread.detachNewThread {
                var byte: UInt8 = 0
                while true {
                    let n = read(reader, &byte, 1)
                    if n == 1 {
                        received(Int32(byte))
                    } else if n < 0 && errno == EINTR {
                        continue
                    } else {
                        return
                    }
                }
            }
            for sig in handled {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { sig in
                    let saved = errno
                    var byte = UInt8(truncatingIfNeeded: sig)
                    _ = write(SignalTrap.wakeFD.load(ordering: .relaxed), &byte, 1)
                    errno = saved
                }
                action.sa_flags = SA_RESTART
                sigemptyset(&action.sa_mask)
                sigaction(sig, &action, nil)
            }
        }
    }

    private static let flag = CancellationFlag()
    private static let firstSignal = Atomic<Int32>(0)
    private static let exiting = Atomic<Bool>(false)
    private static let cooperating = Atomic<Int>(0)
    private static let installed = Mutex(false)
    /// The pipe's writing end, for the signal handler.
    private static let wakeFD = Atomic<Int32>(-1)
    /// For the grace period's timer.
    private static let queue = DispatchQueue(label: "clipgen.signals")

    private static func received(_ sig: Int32) {
        let first = firstSignal.compareExchange(expected: 0, desired: sig, ordering: .sequentiallyConsistent).exchanged
        flag.cancel()
        if !first || cooperating.load(ordering: .sequentiallyConsistent) == 0 { exitNow() }
        queue.asyncAfter(deadline: .now() + grace) { exitNow() }
    }

    /// After a signal, a command that failed for another reason (its temporary folder removed
    /// under it by the signal's exit, say) exits as the signal says, with one line: it does
    /// not report that other error with exit 1. Returns when no signal was received.
    static func exitIfSignalled() {
        if received != 0 { exitNow() }
    }

    /// Removes the temporaries, writes one line and exits with 128 + the first signal's number.
    /// Only the first caller does; another thread calling it waits for that exit.
    private static func exitNow() -> Never {
        guard exiting.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            while true { sleep(60) }
        }
        TemporaryFiles.removeAll()
        let sig = received == 0 ? SIGINT : received
        StandardStreams.errorWithoutWaiting("clipgen: error: interrupted by \(name(of: sig))\n")
        _exit(128 + sig)
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT` (else `signal N`).
    static func name(of sig: Int32) -> String {
        switch sig {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(sig)"
        }
    }
}

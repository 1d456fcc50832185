import ArgumentParser
import ClipEncode
import ClipRaster
import ClipSceneKit
import Foundation

/// Entry point used by the `clipgen` executable: parses, runs, and turns every error into one
/// line on stderr and a non-zero exit status (help and version print as usual).
package enum ClipgenMain {
    package static func run(arguments: [String]? = nil) -> Never {
        // A closed stdin, stdout or stderr (`2>&-`) is reopened on /dev/null before any file is
        // opened: an output file must never become descriptor 2 and receive progress lines.
        StandardStreams.ensureOpen()
        // SIGINT, SIGTERM and SIGHUP: temporaries removed, exit 128 + the signal, in every command.
        SignalTrap.install()
        // This process renders frame after frame: keep their freed buffers (see AllocatorTuning).
        AllocatorTuning.keepFreedBuffers()
        var code = runReturningCode(arguments: arguments)
        // Results on stdout that could not be written (a full disk) are an error, not a success.
        if StandardStreams.flushOutputFailed() && code == 0 {
            printError("cannot write to standard output (disk full or output closed)")
            code = 74
        }
        exit(code)
    }

    /// Installs `scenes` (then the built-in scenes, when registered: `CLIPlugins`) as the active
    /// scene list, then parses and runs the process arguments and exits. A duplicate id is a
    /// one-line error (exit 64).
    package static func run(scenes: [any Scene]) -> Never {
        StandardStreams.ensureOpen()
        do {
            ActiveScenes.install(try ActiveScenes.combine(scenes, builtIns: CLIPlugins.builtInScenes))
            ActiveScenes.setOwnScenes(scenes)
        } catch {
            exit(report(error))
        }
        run()
    }

    /// Parses and runs; returns the process exit code. Errors print one line on stderr.
    package static func runReturningCode(arguments: [String]? = nil) -> Int32 {
        // FFmpeg stays silent (one-line errors); CLIPGEN_AV_LOG=1 shows its log for debugging.
        setFFmpegLogging(verbose: ProcessInfo.processInfo.environment["CLIPGEN_AV_LOG"] != nil)
        do {
            var command = try Clipgen.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            // A command's own answer to the signal (it stopped, cleaned up and threw `interrupted`)
            // is reported as it is; any other error after a signal is the signal's doing.
            if (error as? CLIError)?.exitCode != SignalTrap.exitCode { SignalTrap.exitIfSignalled() }
            return report(error)
        }
    }

    static func report(_ error: Error) -> Int32 {
        if let e = error as? CLIError {
            printError(e.message)
            return e.exitCode
        }
        let code = Clipgen.exitCode(for: error)
        if code == .success {
            // --help, --version and the like: ArgumentParser prints them in full.
            let text = Clipgen.fullMessage(for: error)
            if !text.isEmpty { print(text) }
            return 0
        }
        if code == .failure && !(error is ExitCode) {
            // An error no command turned into a CLIError (a Foundation error, say): its own text on
            // one line, never an NSError dump.
            printError(describe(error))
            return 1
        }
        // Validation and parse errors: just the message, on one line.
        let message = Clipgen.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        printError(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
        return code == .validationFailure ? 64 : code.rawValue
    }
}

/// Writes `clipgen: error: <message>` on stderr (a failed write is ignored).
package func printError(_ message: String) {
    StandardStreams.error("clipgen: error: \(message)\n")
}

/// Writes a line on stderr (progress and notices; stdout is for results). A failed write is
/// ignored: stderr closed, full or a pipe nobody reads never ends the run.
package func printNotice(_ message: String) {
    StandardStreams.error("\(message)\n")
}

/// Any error as one clean line: a CLIError's message, a Foundation error's localized text (not
/// `Error Domain=… UserInfo={…}`), otherwise the error's own description; newlines joined.
package func describe(_ error: Error) -> String {
    let text: String
    if let e = error as? CLIError {
        text = e.message
    } else if error is CocoaError || error is POSIXError || type(of: error) is NSError.Type {
        let ns = error as NSError
        text = ns.localizedFailureReason ?? ns.localizedDescription
    } else {
        text = String(describing: error)
    }
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}

/// An error the CLI reports as one line with a chosen exit code.
package struct CLIError: Error, CustomStringConvertible, LocalizedError {
    package var message: String
    package var exitCode: Int32 = 1
    package var description: String { message }
    /// The message, so that `localizedDescription` never reads "(ClipCLI.CLIError error 1.)".
    package var errorDescription: String? { message }

    /// An error with this message and exit code.
    package init(message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    /// EX_USAGE for bad arguments.
    package static func usage(_ m: String) -> CLIError { CLIError(message: m, exitCode: 64) }
    /// Stopped by a signal: exit 128 + its number, as shells report it (130 for SIGINT, 143 for
    /// SIGTERM, 129 for SIGHUP).
    package static var interrupted: CLIError {
        let sig = SignalTrap.received
        let by = sig == 0 ? "" : " by \(SignalTrap.name(of: sig))"
        return CLIError(message: "interrupted\(by); no output was written", exitCode: SignalTrap.exitCode)
    }
}

import ArgumentParser
import ClipEncode
import ClipRaster
import ClipScenes
import Foundation

/// Entry point used by the `clipgen` executable: parses, runs, and turns every error into one
/// line on stderr and a non-zero exit status (help and version print as usual).
package enum ClipgenMain {
    package static func run(arguments: [String]? = nil) -> Never {
        // This process renders frame after frame: keep their freed buffers (see AllocatorTuning).
        AllocatorTuning.keepFreedBuffers()
        let code = runReturningCode(arguments: arguments)
        exit(code)
    }

    /// Installs `scenes` (then the built-in catalog when `includeBuiltInScenes`) as the active
    /// scene list, then parses and runs the process arguments and exits. A duplicate id is a
    /// one-line error (exit 64).
    package static func run(scenes: [any Scene], includeBuiltInScenes: Bool) -> Never {
        do {
            ActiveScenes.install(try ActiveScenes.combine(scenes, includeBuiltInScenes: includeBuiltInScenes))
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
        // Validation and parse errors: just the message, on one line.
        let message = Clipgen.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        printError(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
        return code == .validationFailure ? 64 : code.rawValue
    }
}

/// Writes `clipgen: error: <message>` on stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("clipgen: error: \(message)\n".utf8))
}

/// Writes a line on stderr (progress and notices; stdout is for results).
func printNotice(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

/// An error the CLI reports as one line with a chosen exit code.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32 = 1
    var description: String { message }

    /// EX_USAGE for bad arguments.
    static func usage(_ m: String) -> CLIError { CLIError(message: m, exitCode: 64) }
    /// 130, as shells report SIGINT.
    static let interrupted = CLIError(message: "interrupted; no output was written", exitCode: 130)
}

import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes on the process's standard streams that can never end the process: progress,
/// notices, warnings and error lines go through here.
///
/// `FileHandle.standardError.write` traps (SIGILL) when the write fails: a closed stderr (`2>&-`,
/// EBADF), a full device (ENOSPC), a pipe whose reader left (EPIPE). Cron jobs and daemons run
/// with such streams, and a diagnostic must never be fatal, so these writes use `write(2)`
/// directly and ignore every error. A write to a pipe with no reader raises SIGPIPE: it is blocked
/// on the writing thread for the duration of the write and a pending one is consumed, so a closed
/// stderr pipe does not end the process either (a closed stdout still does, as it should).
package enum StandardStreams {
    /// Writes `text` on stderr; failures are ignored.
    package static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Like `error(_:)` but without waiting for another thread's write to finish: for the last
    /// line of a process that is being stopped by a signal.
    package static func errorWithoutWaiting(_ text: String) { write(text, to: STDERR_FILENO, waiting: false) }

    /// Writes `text` on stdout (unbuffered, bypassing `print`'s buffer); failures are ignored.
    package static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Flushes `print`'s buffer and tells whether anything written through it was lost (stdout
    /// on a full disk, closed): results that did not arrive are a failure, not a success.
    package static func flushOutputFailed() -> Bool {
        let flushFailed = fflush(nil) != 0
        // stdio's `stdout` (a C global Swift 6 does not let us name): its sticky error flag.
        guard let symbol = dlsym(nil, "stdout"), let out = symbol.load(as: UnsafeMutablePointer<FILE>?.self) else { return flushFailed }
        return flushFailed || ferror(out) != 0
    }

    /// Makes sure descriptors 0, 1 and 2 are open (on `/dev/null` when they were closed), so that
    /// a file opened later (an output, a temporary file) can never become "stderr" and receive
    /// progress lines. Call once at process start, before anything is opened.
    package static func ensureOpen() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            // open returns the lowest free descriptor: the one that was closed.
            let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != fd {
                _ = dup2(opened, fd)
                close(opened)
            }
        }
    }

    /// Serialises writers so that lines from several threads do not interleave mid-line.
    private static let lock = Mutex(())

    private static func write(_ text: String, to fd: Int32, waiting: Bool = true) {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        if waiting {
            lock.withLock { _ in writeAll(&bytes, to: fd) }
        } else {
            writeAll(&bytes, to: fd)
        }
    }

    private static func writeAll(_ bytes: inout [UInt8], to fd: Int32) {
        // Block SIGPIPE on this thread while writing; consume it if the write raised it.
        var pipeOnly = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
        var wasPending = sigset_t()
        sigpending(&wasPending)
        let pipeWasPending = sigismember(&wasPending, SIGPIPE) == 1
        var offset = 0
        var brokenPipe = false
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                brokenPipe = n < 0 && errno == EPIPE
                break
            }
        }
        if brokenPipe && !pipeWasPending {
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeOnly, nil, &zero)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

/// Temporary files and folders the process has made beside its outputs, so that an exit forced
/// by a signal can remove them (see ClipCLI's `SignalTrap`). Each writer registers its temporary
/// path when it creates it and unregisters it once it is renamed or removed.
package enum TemporaryFiles {
    private static let paths = Mutex<[String: Bool]>([:])

    /// Records `path` (a folder when `isDirectory`) as a temporary of this process.
    package static func register(_ path: String, isDirectory: Bool = false) {
        paths.withLock { $0[path] = isDirectory }
    }

    /// Forgets `path` (published or removed).
    package static func unregister(_ path: String) {
        _ = paths.withLock { $0.removeValue(forKey: path) }
    }

    /// The paths currently registered, sorted.
    package static var registered: [String] { paths.withLock { $0.keys.sorted() } }

    /// Removes every registered temporary (a folder with the files directly inside it) and
    /// forgets them. Never fails.
    package static func removeAll() {
        let all = paths.withLock { current -> [String: Bool] in
            let copy = current
            current.removeAll()
            return copy
        }
        for (path, isDirectory) in all {
            if isDirectory {
                removeFolder(path)
            } else {
                unlink(path)
            }
        }
    }

    /// Removes `path` and the files directly inside it. Another thread may still be writing into
    /// the folder (a signal's exit does not wait for it), so the folder is first renamed: a file
    /// made through the old path after that fails instead of landing in the folder while it is
    /// emptied (a listing, then `rmdir`, lost that race one time in ten).
    private static func removeFolder(_ path: String) {
        var path = path
        let moved = "\(path).removing-\(getpid())"
        if rename(path, moved) == 0 { path = moved }
        for _ in 0..<1000 {
            if let dir = opendir(path) {
                while let entry = readdir(dir) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                    }
                    if name != "." && name != ".." { unlink("\(path)/\(name)") }
                }
                closedir(dir)
            }
            if rmdir(path) == 0 || errno != ENOTEMPTY { return }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavSandboxCore

/// The one way files are opened for output (recordings, traces,
/// screenshots, saved sessions, explore's scripts, lesson progress), so that
/// none of them ever:
///
/// - truncates a regular file the user did not allow (`--force`), nor one
///   the command is reading, whatever `--force` says — compared by device
///   and inode, so `./x.nss`, a hard link and a symbolic link to it are all
///   the same file;
/// - follows or replaces a symbolic link, dangling or not. The exception is
///   a link to a FIFO or a terminal or other device (`/dev/stdout` is a
///   link): writing there creates and destroys nothing;
/// - hangs on a FIFO nobody reads: it is opened non-blocking and refused
///   when no reader comes within `readerWait`.
///
/// A replaced file (`--force`) is truncated in place, through the
/// descriptor this opened (never by name), rather than written beside and
/// renamed over: a recording streams frame by frame and must survive the
/// process being killed half way, and the file keeps its permissions.
public enum OutputFileOpening {
    /// A file the command reads, and what it is to the user ("the script
    /// being played"), for the refusal's words.
    public struct Input: Sendable {
        public var path: String
        public var role: String

        public init(_ path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    /// Why a file was not opened or written.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A regular file is there; `canForce`: the command has `--force`.
        case exists(canForce: Bool)
        /// The path is (a link to) a file the command reads.
        case isInput(role: String)
        /// A symbolic link that does not lead to a FIFO or a device.
        case symbolicLink
        /// A FIFO that nothing read within `readerWait`.
        case noReader
        /// The system refused to open or create it.
        case cannotOpen(errorNumber: Int32)
        /// Writing failed (a full disk).
        case writeFailed(errorNumber: Int32)

        /// What went wrong and what to do, to follow "PATH: ".
        public var description: String {
            switch self {
            case .exists(let canForce):
                canForce
                    ? "the file already exists; pass --force to replace it, or choose another file"
                    : "the file already exists; not replaced (remove it or choose another name)"
            case .isInput(let role):
                "that is \(role); choose another file (--force does not replace an input)"
            case .symbolicLink:
                "that is a symbolic link; it is neither followed nor replaced (give the file it points to, or another name)"
            case .noReader:
                "that is a FIFO with nothing reading it; start its reader first (e.g. `cat FIFO > out &`)"
            case .cannotOpen(let code):
                String(cString: strerror(code))
            case .writeFailed(let code):
                OutputFileOpening.describeWriteFailure(code)
            }
        }

        /// EX_IOERR (74) when writing failed, EX_CANTCREAT (73) otherwise.
        public var exitStatus: Int32 { if case .writeFailed = self { 74 } else { 73 } }
    }

    /// How long a FIFO may take to get a reader: long enough for one
    /// started in the background just before (`cat fifo > out &`), short
    /// enough to be a prompt refusal.
    public static let readerWait = 1.0

    /// How long a write may wait on a FIFO or device that takes nothing (a
    /// reader that stopped reading) before it fails: the sandbox records on
    /// the thread that reads keys, and must not freeze with them dead.
    public static let stallLimitMilliseconds: Int32 = 2_000

    /// Opens `path` for writing: a new file, or an existing FIFO or device
    /// as it is, or an existing regular file truncated when `replacing`.
    /// A regular file's descriptor blocks on writes as usual; a FIFO's or a
    /// device's stays non-blocking, and `writeAll` waits for it at most
    /// `stallLimitMilliseconds` at a time (a slow reader slows the writer,
    /// a stalled one fails the write with EAGAIN).
    public static func open(_ path: String, replacing: Bool, inputs: [Input] = []) -> Result<Int32, Failure> {
        if let refusal = check(path, replacing: replacing, inputs: inputs) { return .failure(refusal) }
        let created = systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if created >= 0 { return .success(created) }
        guard errno == EEXIST else { return .failure(.cannotOpen(errorNumber: errno)) }
        let descriptor: Int32
        switch openExisting(path) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return .failure(failure)
        }
        // Decided on what was opened, not on a name that may have changed
        // since the check.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return closing(descriptor, .cannotOpen(errorNumber: errno)) }
        if let input = inputs.first(where: { isSame(status, $0.path) }) {
            return closing(descriptor, .isInput(role: input.role))
        }
        if isRegular(status) {
            guard replacing else { return closing(descriptor, .exists(canForce: true)) }
            guard ftruncate(descriptor, 0) == 0 else { return closing(descriptor, .cannotOpen(errorNumber: errno)) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        return .success(descriptor)
    }

    /// What `open` would refuse that can be told without opening, so a
    /// command can refuse before it changes anything (the screen). Whether
    /// a FIFO has a reader cannot be: opening it would tell the reader.
    public static func check(_ path: String, replacing: Bool, inputs: [Input] = []) -> Failure? {
        existing(path, inputs: inputs, canForce: true).flatMap { failure in
            if case .exists = failure, replacing { return nil }
            return failure
        }
    }

    /// A failure and the file it concerns, in words: "PATH: what, what to do".
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var failure: Failure

        public var description: String { "\(TerminalText.visible(path)): \(failure)" }
    }

    /// Writes each file, none of which may exist yet: all of them or, when
    /// one cannot be, none (a file already made is removed). `durable`:
    /// synced to disk before returning.
    public static func create(
        _ files: [(path: String, contents: [UInt8])], inputs: [Input] = [], durable: Bool = false
    ) -> Problem? {
        var made: [(path: String, descriptor: Int32, contents: [UInt8])] = []
        for file in files {
            let descriptor = systemOpen(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                let code = errno
                for other in made {
                    systemClose(other.descriptor)
                    unlink(other.path)
                }
                let failure =
                    code == EEXIST
                    ? existing(file.path, inputs: inputs, canForce: false) ?? .exists(canForce: false)
                    : .cannotOpen(errorNumber: code)
                return Problem(path: file.path, failure: failure)
            }
            made.append((file.path, descriptor, file.contents))
        }
        return fill(made, durable: durable)
    }

    /// Calls `create` with `stem`, then `stem-2`, `stem-3`, … while the name
    /// it tried was taken (by anything: a file, a link); returns the stem
    /// that worked. `create` should make its files with O_EXCL (`create`
    /// above), so a name taken meanwhile is skipped, never replaced.
    public static func createNumbered(stem: String, _ create: (String) -> Problem?) -> Result<String, Problem> {
        var last = Problem(path: stem, failure: .exists(canForce: false))
        for number in 1...10_000 {
            let name = number == 1 ? stem : "\(stem)-\(number)"
            guard let problem = create(name) else { return .success(name) }
            switch problem.failure {
            case .exists, .symbolicLink: last = problem
            default: return .failure(problem)
            }
        }
        return .failure(last)
    }

    /// Writes every byte, going on after a signal and waiting for a
    /// non-blocking FIFO or device to take more (each wait at most
    /// `stallLimitMilliseconds`); the errno if it failed, EAGAIN when the
    /// reader stopped reading.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        // Darwin's poll cannot wait on a device (a terminal): it answers at
        // once with POLLNVAL. Such a descriptor is waited on by short sleeps,
        // counted against the same stall limit, instead of spinning.
        var pollable = true
        var sleptMilliseconds: Int32 = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    if !pollable {
                        guard sleptMilliseconds < stallLimitMilliseconds else { return EAGAIN }
                        usleep(10_000)
                        sleptMilliseconds += 10
                        continue
                    }
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    let ready = poll(&poller, 1, stallLimitMilliseconds)
                    if ready > 0, poller.revents & Int16(POLLNVAL) != 0 { pollable = false }
                    if ready > 0 || (ready < 0 && errno == EINTR) { continue }
                    return EAGAIN
                }
                return code
            }
            // Nothing taken and no error: give up rather than spin.
            if written == 0 { return EIO }
            sleptMilliseconds = 0
            offset += written
        }
        return nil
    }

    /// A write failure in words: a stalled reader is not "resource
    /// temporarily unavailable" to a user.
    public static func describeWriteFailure(_ code: Int32) -> String {
        code == EAGAIN
            ? "nothing read it for \(stallLimitMilliseconds / 1000) s (a FIFO whose reader stopped reading?)"
            : String(cString: strerror(code))
    }

    // MARK: - What is there

    /// Why an existing `path` is not a fresh output, judged by name: a
    /// command's input, a symbolic link (not to a FIFO or device), or a
    /// regular file. Nil when nothing is there, or a FIFO or device.
    private static func existing(_ path: String, inputs: [Input], canForce: Bool) -> Failure? {
        var followed = stat()
        let leadsSomewhere = stat(path, &followed) == 0
        if leadsSomewhere, let input = inputs.first(where: { isSame(followed, $0.path) }) {
            return .isInput(role: input.role)
        }
        var own = stat()
        guard lstat(path, &own) == 0 else { return nil }
        if own.st_mode & S_IFMT == S_IFLNK { return leadsSomewhere && isStream(followed) ? nil : .symbolicLink }
        return isRegular(own) ? .exists(canForce: canForce) : nil
    }

    /// Opens what is at `path` without blocking and without following a
    /// link, except to a FIFO or device; a FIFO without a reader is tried
    /// again until `readerWait` has passed.
    private static func openExisting(_ path: String) -> Result<Int32, Failure> {
        let flags = O_WRONLY | O_NONBLOCK | O_CLOEXEC
        let pause: useconds_t = 50_000
        var triesLeft = Int(readerWait * 1_000_000) / Int(pause)
        while true {
            var descriptor = systemOpen(path, flags | O_NOFOLLOW)
            // ELOOP: the name is a link. Followed only to a FIFO or device,
            // checked again on what was opened.
            if descriptor < 0, errno == ELOOP {
                var target = stat()
                guard stat(path, &target) == 0, isStream(target) else { return .failure(.symbolicLink) }
                descriptor = systemOpen(path, flags)
                if descriptor >= 0 {
                    guard fstat(descriptor, &target) == 0, isStream(target) else {
                        return closing(descriptor, .symbolicLink)
                    }
                }
            }
            if descriptor >= 0 { return .success(descriptor) }
            switch errno {
            case EINTR: continue
            case ENXIO where triesLeft > 0:
                triesLeft -= 1
                usleep(pause)
            case ENXIO: return .failure(.noReader)
            default: return .failure(.cannotOpen(errorNumber: errno))
            }
        }
    }

    /// Writes each new file; on a failure every one is removed, since a
    /// half-written screenshot or script is worse than none.
    private static func fill(_ files: [(path: String, descriptor: Int32, contents: [UInt8])], durable: Bool) -> Problem? {
        var problem: Problem?
        for file in files where problem == nil {
            if let code = writeAll(file.descriptor, file.contents) ?? (durable && fsync(file.descriptor) != 0 ? errno : nil) {
                problem = Problem(path: file.path, failure: .writeFailed(errorNumber: code))
            }
        }
        for file in files {
            systemClose(file.descriptor)
            if problem != nil { unlink(file.path) }
        }
        return problem
    }

    private static func closing(_ descriptor: Int32, _ failure: Failure) -> Result<Int32, Failure> {
        systemClose(descriptor)
        return .failure(failure)
    }

    private static func isRegular(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }

    /// A FIFO or a device: writing there creates and destroys nothing.
    private static func isStream(_ status: stat) -> Bool {
        status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFCHR
    }

    private static func isSame(_ status: stat, _ path: String) -> Bool {
        var other = stat()
        return stat(path, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
    }
}

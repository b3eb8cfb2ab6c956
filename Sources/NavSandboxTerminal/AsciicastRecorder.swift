import NavSandboxCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavSandboxUI

/// Records frames as an asciicast v2 file (the asciinema format): a JSON
/// header line, then one JSON array per event:
///
///     {"version": 2, "width": 100, "height": 32, "timestamp": 1700000000, "env": {...}}
///     [0.000000, "o", "\u001b[0m..."]
///     [0.512000, "r", "40x12"]
///
/// Each frame is encoded by `ANSIFrameEncoder` (full redraw first, then only
/// the cells that changed). Every line is handed to the kernel with write(2)
/// as soon as it is produced, so a recording survives the app being killed;
/// fsync happens on `close()` only, because syncing every frame would stall
/// animations on slow disks.
///
/// Timestamps come from the injected `clock` (seconds, any origin): its value
/// when the recorder is created is time zero. The app passes a monotonic
/// clock; tests pass a fake one.
public final class AsciicastRecorder {
    public enum RecorderError: Error, CustomStringConvertible, Sendable, Equatable {
        case cannotOpen(path: String, reason: String)
        /// A regular file is there already and overwriting was not asked for.
        case fileExists(path: String)
        case writeFailed(path: String, reason: String)

        public var description: String {
            switch self {
            case let .cannotOpen(path, reason): "cannot create recording '\(TerminalText.visible(path))': \(reason)"
            case let .fileExists(path):
                "recording '\(TerminalText.visible(path))' already exists; pass --force to overwrite it, or choose another file"
            case let .writeFailed(path, reason): "cannot write recording '\(TerminalText.visible(path))': \(reason)"
            }
        }

        /// EX_IOERR (74) when a write failed (a full disk), EX_CANTCREAT (73)
        /// when the file could not be had.
        public var exitStatus: Int32 { if case .writeFailed = self { 74 } else { 73 } }

        init(_ failure: OutputFileOpening.Failure, path: String) {
            switch failure {
            case .exists: self = .fileExists(path: path)
            case .writeFailed: self = .writeFailed(path: path, reason: failure.description)
            default: self = .cannotOpen(path: path, reason: failure.description)
            }
        }
    }

    public let path: String
    public private(set) var width: Int
    public private(set) var height: Int
    private let clock: () -> Double
    private let startTime: Double
    private var encoder: ANSIFrameEncoder
    private var fileDescriptor: Int32

    /// Creates `path` and writes the header. An existing regular file is
    /// refused unless `overwrite` (then truncated); a FIFO or a device
    /// (`/dev/stdout`, a pipe a player reads) is written to as it is.
    ///
    /// - Parameters:
    ///   - timestamp: Unix time of the recording's start for the header;
    ///     nil uses the current time.
    ///   - environment: the header's `env` object; nil records TERM and SHELL
    ///     from the process environment.
    public convenience init(
        path: String, width: Int, height: Int,
        overwrite: Bool = false,
        includesColor: Bool = true,
        timestamp: Int? = nil,
        environment: [String: String]? = nil,
        clock: @escaping () -> Double = MonotonicClock.seconds
    ) throws {
        try self.init(
            descriptor: Self.openTarget(path, overwrite: overwrite), path: path, width: width, height: height,
            includesColor: includesColor, timestamp: timestamp, environment: environment, clock: clock)
    }

    /// Records into `descriptor` (from `openTarget`, taken before the
    /// terminal went raw), which the recorder then owns and closes.
    public init(
        descriptor: Int32, path: String, width: Int, height: Int,
        includesColor: Bool = true,
        timestamp: Int? = nil,
        environment: [String: String]? = nil,
        clock: @escaping () -> Double = MonotonicClock.seconds
    ) throws {
        self.path = path
        self.width = width
        self.height = height
        self.clock = clock
        self.encoder = ANSIFrameEncoder(includesColor: includesColor)
        fileDescriptor = descriptor
        startTime = clock()

        let environment = environment ?? Self.processEnvironment(["TERM", "SHELL"])
        let environmentJSON = environment.keys.sorted()
            .map { "\(JSONString.quoted($0)): \(JSONString.quoted(environment[$0]!))" }
            .joined(separator: ", ")
        let header = "{\"version\": 2, \"width\": \(width), \"height\": \(height), "
            + "\"timestamp\": \(timestamp ?? Int(time(nil))), \"env\": {\(environmentJSON)}}"
        do {
            try writeLine(header)
        } catch {
            systemClose(fileDescriptor)
            fileDescriptor = -1
            throw error
        }
    }

    deinit {
        close()
    }

    /// Appends an output event that turns the player's screen into `grid`.
    public func record(_ grid: CellGrid) throws {
        let data = encoder.encode(grid)
        guard !data.isEmpty else { return }
        try writeEvent(code: "o", data: data)
    }

    /// Appends a resize event; the next frame is then drawn in full.
    public func resize(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        encoder.reset()
        try writeEvent(code: "r", data: "\(width)x\(height)")
    }

    /// Refuses, before anything is drawn, a path the recorder would refuse:
    /// an existing regular file without `overwrite`, a file the session
    /// reads (`inputs`), a symbolic link. `openTarget` checks again on what
    /// it opens, so a file that appears in between is not overwritten either.
    public static func checkTarget(_ path: String, overwrite: Bool, inputs: [OutputFileOpening.Input] = []) throws {
        if let failure = OutputFileOpening.check(path, replacing: overwrite, inputs: inputs) {
            throw RecorderError(failure, path: path)
        }
    }

    /// Opens the file to record into: before the terminal goes raw, so a
    /// FIFO nobody reads is refused with words on a normal screen instead
    /// of hanging with the keys dead.
    public static func openTarget(_ path: String, overwrite: Bool, inputs: [OutputFileOpening.Input] = []) throws -> Int32 {
        switch OutputFileOpening.open(path, replacing: overwrite, inputs: inputs) {
        case .success(let descriptor): return descriptor
        case .failure(let failure): throw RecorderError(failure, path: path)
        }
    }

    /// Ends the recording with the cursor shown and attributes reset, so a
    /// player (or `cat`) leaves the viewer's terminal as it found it; then
    /// flushes the file to disk and closes it. Later calls do nothing.
    public func close() {
        guard fileDescriptor >= 0 else { return }
        try? writeEvent(code: "o", data: "\u{1B}[0m\u{1B}[?25h")
        _ = fsync(fileDescriptor)
        systemClose(fileDescriptor)
        fileDescriptor = -1
    }

    /// Seconds since the recorder was created, never negative.
    private func elapsed() -> Double {
        max(0, clock() - startTime)
    }

    private func writeEvent(code: String, data: String) throws {
        let line = "[" + Self.formatSeconds(elapsed()) + ", " + JSONString.quoted(code) + ", "
            + JSONString.quoted(data) + "]"
        try writeLine(line)
    }

    private func writeLine(_ line: String) throws {
        guard fileDescriptor >= 0 else {
            throw RecorderError.writeFailed(path: path, reason: "the recording is closed")
        }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        if let code = OutputFileOpening.writeAll(fileDescriptor, bytes) {
            throw RecorderError.writeFailed(path: path, reason: OutputFileOpening.describeWriteFailure(code))
        }
    }

    /// Seconds with microsecond precision, as asciinema writes them.
    static func formatSeconds(_ seconds: Double) -> String {
        let microseconds = Int64((max(0, seconds) * 1_000_000).rounded())
        let fraction = String(microseconds % 1_000_000)
        return String(microseconds / 1_000_000) + "."
            + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    private static func processEnvironment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}


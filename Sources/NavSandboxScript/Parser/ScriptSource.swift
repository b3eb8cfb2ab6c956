import NavSandboxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a script file could not be turned into text.
public enum ScriptLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchFile(path: String)
    case isDirectory(path: String)
    /// Permissions or another I/O failure; `reason` is the system's wording.
    case unreadable(path: String, reason: String)
    /// The first byte that is not part of valid UTF-8: its 1-based line, its 1-based
    /// byte column in that line, its 0-based offset in the file, and its value.
    case notUTF8(path: String, line: Int, byteColumn: Int, byteOffset: Int, byte: UInt8)
    /// Larger than `ScriptSource.maximumBytes`.
    case tooLarge(path: String, limit: Int)
    /// A FIFO, a terminal or a socket that sent nothing for `seconds`.
    case timedOut(path: String, seconds: Int)
    /// A block device or another kind of file a script cannot be read from.
    case notAFile(path: String, kind: String)

    public var path: String {
        switch self {
        case .noSuchFile(let p), .isDirectory(let p), .unreadable(let p, _), .notUTF8(let p, _, _, _, _), .tooLarge(let p, _),
            .timedOut(let p, _), .notAFile(let p, _):
            return p
        }
    }

    public var description: String { describe(as: "script") }

    /// The message for a file read as a `noun` (a script, an app file).
    public func describe(as noun: String) -> String {
        let shownPath = TerminalText.visible(path)
        switch self {
        case .noSuchFile:
            return "\(shownPath): error: no such file"
        case .isDirectory:
            return "\(shownPath): error: is a directory; expected \("aeiou".contains(noun.prefix(1)) ? "an" : "a") \(noun) file"
        case .unreadable(_, let reason):
            return "\(shownPath): error: cannot read the file: \(reason)"
        case .notUTF8(_, let line, let column, let offset, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "\(shownPath):\(line): error: the file is not valid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) "
                + "at line \(line), byte \(column) of the line (byte offset \(offset) in the file); save the \(noun) as UTF-8"
        case .tooLarge(_, let limit):
            return "\(shownPath): error: the file is larger than \(limit) bytes"
                + (noun == "script" ? "; a script may have at most \(ScriptParser.maximumLines) lines" : "")
        case .timedOut(_, let seconds):
            return "\(shownPath): error: nothing arrived for \(seconds) s (a named pipe with no writer, or a terminal waiting for typing?); "
                + "write the \(noun) to it, pipe one in, or save it to a file"
        case .notAFile(_, let kind):
            return "\(shownPath): error: is a \(kind), not a file \(noun == "script" ? "a script" : "an \(noun)") can be read from; save the \(noun) to a file"
        }
    }
}

/// A script file's text, read and checked.
public struct ScriptSource: Equatable, Sendable {
    public var path: String
    /// The decoded text: UTF-8, leading BOM removed (CRLF is left to the parser, which accepts it).
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Files larger than this are refused before parsing.
    public static let maximumBytes = 8 << 20

    /// How long a named pipe, a terminal or a socket may stay silent.
    public static let silenceLimitSeconds = 5

    /// Reads a script file. An empty file is an empty script.
    public static func load(
        path: String, silenceLimitMilliseconds: Int = silenceLimitSeconds * 1000
    ) throws(ScriptLoadError) -> ScriptSource {
        var info = stat()
        if stat(path, &info) != 0 {
            let e = errno
            // No file there: a repository path of an example is the copy
            // shipped in the binary, so the README's commands work anywhere.
            if e == ENOENT, let text = BundledExamples.text(atPath: path) { return ScriptSource(path: path, text: text) }
            throw e == ENOENT || e == ENOTDIR ? .noSuchFile(path: path) : loadError(errno: e, path: path)
        }
        let kind = info.st_mode & S_IFMT
        switch kind {
        case S_IFDIR: throw .isDirectory(path: path)
        case S_IFBLK: throw .notAFile(path: path, kind: "block device")
        default: break
        }
        // A named pipe, a terminal or a socket may never send anything (a
        // FIFO with no writer blocks for ever): read those without blocking,
        // waiting at most `silenceLimitSeconds` for each piece.
        let streamed = kind == S_IFIFO || kind == S_IFCHR || kind == S_IFSOCK
        let fd = open(path, streamed ? O_RDONLY | O_NONBLOCK : O_RDONLY)
        if fd < 0 { throw loadError(errno: errno, path: path) }
        defer { close(fd) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        // Darwin's poll cannot wait on a device (a terminal, /dev/zero): it
        // answers at once with POLLNVAL, and polling again would spin for
        // ever. Such a stream is waited on by short sleeps instead, counted
        // against the same silence limit.
        var pollable = streamed
        var sleptMilliseconds = 0
        let timedOut = ScriptLoadError.timedOut(path: path, seconds: max(1, silenceLimitMilliseconds / 1000))
        while true {
            if pollable {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(silenceLimitMilliseconds))
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw loadError(errno: errno, path: path)
                }
                if ready == 0 { throw timedOut }
                if poller.revents & Int16(POLLNVAL) != 0 { pollable = false }
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let e = errno
                if e == EINTR { continue }
                if e == EAGAIN {
                    if !pollable {
                        guard sleptMilliseconds < silenceLimitMilliseconds else { throw timedOut }
                        usleep(10_000)
                        sleptMilliseconds += 10
                    }
                    continue
                }
                throw loadError(errno: e, path: path)
            }
            sleptMilliseconds = 0
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maximumBytes {
                // A stream that goes on past the limit (/dev/zero, a device
                // that never ends) is no file to read, not a file with bad
                // data: 66, like the other inputs that cannot be read.
                guard streamed else { throw .tooLarge(path: path, limit: maximumBytes) }
                let name = kind == S_IFCHR ? "character device" : kind == S_IFIFO ? "named pipe" : "socket"
                throw .notAFile(path: path, kind: "\(name) that sent more than \(maximumBytes >> 20) MiB")
            }
        }
        return ScriptSource(path: path, text: try decode(bytes, path: path))
    }

    /// Maps an `errno` from stat/open/read to a load error.
    static func loadError(errno e: Int32, path: String) -> ScriptLoadError {
        switch e {
        case ENOENT, ENOTDIR: return .noSuchFile(path: path)
        case EISDIR: return .isDirectory(path: path)
        case EACCES, EPERM: return .unreadable(path: path, reason: "permission denied")
        default: return .unreadable(path: path, reason: String(cString: strerror(e)))
        }
    }

    /// Decodes UTF-8 strictly (reporting the first bad byte) and drops a leading BOM.
    public static func decode(_ bytes: [UInt8], path: String) throws(ScriptLoadError) -> String {
        if let bad = firstInvalidUTF8(bytes) {
            var line = 1
            var lineStart = 0
            for i in 0..<bad where bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            }
            throw .notUTF8(path: path, line: line, byteColumn: bad - lineStart + 1, byteOffset: bad, byte: bytes[bad])
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return String(decoding: body, as: UTF8.self)
    }

    /// Offset of the first byte that does not start a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values above U+10FFFF are rejected).
    static func firstInvalidUTF8(_ b: [UInt8]) -> Int? {
        var i = 0
        let n = b.count
        while i < n {
            let lead = b[i]
            if lead < 0x80 { i += 1; continue }
            let need: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: need = 1; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: need = 2; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: need = 3; scalar = UInt32(lead & 0x07)
            default: return i
            }
            if i + need >= n { return i }
            for k in 1...need {
                let c = b[i + k]
                if c & 0xC0 != 0x80 { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            switch need {
            case 2 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return i
            case 3 where scalar < 0x10000 || scalar > 0x10FFFF: return i
            default: break
            }
            i += need + 1
        }
        return nil
    }
}

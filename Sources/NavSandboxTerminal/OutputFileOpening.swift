#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file that output is written to (a recording, a trace) without
/// ever truncating a regular file the user did not say could go.
public enum OutputFileOpening {
    /// O_EXCL first, so a file that appears between a check and the open is
    /// not truncated either. An existing regular file is truncated only when
    /// `replacing`; a FIFO or a device is opened as it is. Returns the
    /// descriptor, or -1 with errno set (EEXIST: a regular file refused).
    public static func open(_ path: String, replacing: Bool) -> Int32 {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd < 0, errno == EEXIST else { return fd }
        var status = stat()
        let regular = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if regular && !replacing {
            errno = EEXIST
            return -1
        }
        return Glibc.open(path, O_WRONLY | O_CLOEXEC | (regular ? O_TRUNC : 0))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The tests' one place for what Linux and macOS do differently: what the
/// operating system offers (a test that needs it asks here and is skipped
/// with the reason where it is missing) and the C types whose shape differs.
public enum TestPlatform {
    // MARK: - What the system has

    /// /dev/full: a device that takes an open and refuses every write with
    /// ENOSPC. Linux has it; macOS does not.
    public static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    /// A UTF-8 locale for the terminal tests: C.UTF-8 where the C library
    /// has it (glibc, musl, recent macOS), else en_US.UTF-8, which every
    /// macOS has; nil when the system has neither.
    public static let utf8Locale: String? = ["C.UTF-8", "en_US.UTF-8"].first { name in
        guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { return false }
        freelocale(locale)
        return true
    }

    /// The UTF-8 locale, or C.UTF-8 for a test that has already checked
    /// `utf8Locale` (its skip says why it cannot run without one).
    public static var utf8LocaleName: String { utf8Locale ?? "C.UTF-8" }

    /// The folder of the running test code, at or below which `swift build`
    /// puts the products: on Linux the test executable's own folder (read
    /// from /proc), on macOS the folder of the image this code was linked
    /// into (…/X.xctest/Contents/MacOS, found by dladdr on this image's
    /// header), else of the loaded .xctest bundle.
    public static var testBundleDirectory: URL? {
        #if canImport(Darwin)
        var info = Dl_info()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
            return URL(fileURLWithPath: String(cString: name)).deletingLastPathComponent()
        }
        guard let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) else { return nil }
        return URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent()
        #else
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
        #endif
    }

    /// Whether process `pid` has ended: gone, or a zombie nobody reaps.
    /// Linux reads the state from /proc; on macOS a zombie whose parent
    /// went away is reaped by launchd at once, so "no such process" is the
    /// whole answer there.
    public static func hasExited(_ pid: pid_t) -> Bool {
        #if canImport(Darwin)
        return kill(pid, 0) != 0 && errno == ESRCH
        #else
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        // The state follows the parenthesised command name.
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") == true
        #endif
    }

    // MARK: - C types of another shape

    /// posix_spawn's file actions and attributes: opaque pointers on Darwin,
    /// structs on glibc. Either way the value is passed by `&` to the
    /// posix_spawn calls, which initialise it.
    #if canImport(Darwin)
    public typealias SpawnFileActions = posix_spawn_file_actions_t?
    public typealias SpawnAttributes = posix_spawnattr_t?
    public static func uninitialisedSpawnFileActions() -> SpawnFileActions { nil }
    public static func uninitialisedSpawnAttributes() -> SpawnAttributes { nil }
    #else
    public typealias SpawnFileActions = posix_spawn_file_actions_t
    public typealias SpawnAttributes = posix_spawnattr_t
    public static func uninitialisedSpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
    public static func uninitialisedSpawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }
    #endif
}

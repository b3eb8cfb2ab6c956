#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses

// The terminal edge's one place for what differs between the C libraries it
// is built on (glibc and musl on Linux, Darwin's libc on macOS). The other
// files use only POSIX names that read the same on all of them; a call or
// type whose spelling or width differs is wrapped here
// (Scripts/portability-check keeps it so; docs/contributing.md has its list).

// MARK: - File calls

// The C library's file calls under names no method shadows: inside a type
// with its own `open`, `write` or `close`, the bare name means the method,
// and qualifying it with the module would tie the code to one platform.

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

// MARK: - Wide characters

// `wchar_t` is 32 bits everywhere we build, but not of one signedness:
// Int32 on Linux x86_64 and on Darwin, UInt32 on Linux arm64. Converting by
// bit pattern with the generic initializers compiles against either. A key
// read comes from the shim as a plain `unsigned int` (nsx_get_wch).

/// A Unicode scalar's value as ncurses takes it in a wide string.
func wideCharacter(_ scalarValue: UInt32) -> wchar_t {
    wchar_t(truncatingIfNeeded: scalarValue)
}

/// What `nsx_get_wch` returned: a character's scalar value…
func scalarValue(ofWideInput value: UInt32) -> UInt32 {
    value
}

/// …or a function key's code (nsx_key_resize, nsx_key_mouse, the arrows).
func keyCode(ofWideInput value: UInt32) -> Int32 {
    Int32(truncatingIfNeeded: value)
}

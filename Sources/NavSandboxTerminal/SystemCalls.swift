#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's file calls under names no method shadows: inside a type
// with its own `open`, `write` or `close`, the bare name means the method,
// and qualifying it (`Glibc.open`) would tie the code to one platform.

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

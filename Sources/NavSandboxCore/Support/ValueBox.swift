/// An immutable value behind a shared reference, compared and hashed by the
/// value. For a rarely present, rarely changed part of a large value type
/// (the world's tab bar): held inline it widens every copy of the whole;
/// boxed it costs one word, and a change builds a new box.
final class ValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: ValueBox, b: ValueBox) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

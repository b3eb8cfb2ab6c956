import NavSandboxCore
/// A JSON document with its keys in a fixed order, and an encoder that writes
/// it the same way every time: the same value always gives the same bytes.
/// Object keys keep the order they were given in (callers fix it); strings are
/// escaped per RFC 8259; integers only (virtual time is whole milliseconds).
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// `.string` or `.null`.
    public static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    /// Compact: no whitespace at all.
    public var compact: String {
        var out = OutputBuffer()
        write(into: &out, pretty: false, depth: 0)
        return out.string
    }

    /// Two-space indentation; containers that hold only scalars stay on one line.
    public var pretty: String {
        var out = OutputBuffer()
        write(pretty: true, into: &out)
        return out.string
    }

    /// The document as UTF-8 onto `out`, flushing it in chunks as it goes:
    /// `pretty` (with its final newline) or `compact`, byte for byte.
    public func write(pretty: Bool, into out: inout OutputBuffer) {
        write(into: &out, pretty: pretty, depth: 0)
        if pretty { out.append(byte: 0x0A) }
        out.flushIfFull()
    }

    /// Scalars and empty containers: what may sit on one line.
    private var isScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    /// At `depth` levels of indentation (`pretty`), or compact.
    func write(into out: inout OutputBuffer, pretty: Bool, depth: Int) {
        switch self {
        case .null: out.append(literal: "null")
        case .bool(let b): if b { out.append(literal: "true") } else { out.append(literal: "false") }
        case .int(let n): out.append(decimal: n)
        case .string(let s): out.append(jsonString: s)
        case .array(let items):
            if items.isEmpty { out.append(literal: "[]"); return }
            let inline = !pretty || items.allSatisfy(\.isScalar)
            out.append(byte: 0x5B)  // [
            for (i, item) in items.enumerated() {
                if i > 0 { if inline && pretty { out.append(literal: ", ") } else { out.append(byte: 0x2C) } }
                if !inline { newline(&out, depth: depth + 1) }
                item.write(into: &out, pretty: inline ? false : pretty, depth: depth + 1)
                // Between items, so a long array leaves in chunks.
                if !inline { out.flushIfFull() }
            }
            if !inline { newline(&out, depth: depth) }
            out.append(byte: 0x5D)  // ]
        case .object(let members):
            if members.isEmpty { out.append(literal: "{}"); return }
            let inline = !pretty || members.allSatisfy(\.1.isScalar)
            out.append(byte: 0x7B)  // {
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { if inline && pretty { out.append(literal: ", ") } else { out.append(byte: 0x2C) } }
                if !inline { newline(&out, depth: depth + 1) }
                out.append(jsonString: key)
                if pretty { out.append(literal: ": ") } else { out.append(byte: 0x3A) }
                value.write(into: &out, pretty: inline ? false : pretty, depth: depth + 1)
                if !inline { out.flushIfFull() }
            }
            if !inline { newline(&out, depth: depth) }
            out.append(byte: 0x7D)  // }
        }
    }

    /// A newline and two spaces a level.
    private func newline(_ out: inout OutputBuffer, depth: Int) {
        out.append(byte: 0x0A)
        out.append(spaces: 2 * depth)
    }
}

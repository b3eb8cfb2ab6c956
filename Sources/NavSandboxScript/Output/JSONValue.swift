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
        var out = ""
        write(into: &out, indent: nil, depth: 0)
        return out
    }

    /// Two-space indentation; containers that hold only scalars stay on one line.
    public var pretty: String {
        var out = ""
        write(into: &out, indent: "  ", depth: 0)
        return out + "\n"
    }

    /// Scalars and empty containers: what may sit on one line.
    private var isScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    private func write(into out: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inline = indent == nil || items.allSatisfy(\.isScalar)
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: indent, count: depth + 1) }
                item.write(into: &out, indent: inline ? nil : indent, depth: depth + 1)
            }
            if !inline, let indent { out += "\n" + String(repeating: indent, count: depth) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let inline = indent == nil || members.allSatisfy(\.1.isScalar)
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: indent, count: depth + 1) }
                JSONValue.writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(into: &out, indent: inline ? nil : indent, depth: depth + 1)
            }
            if !inline, let indent { out += "\n" + String(repeating: indent, count: depth) }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        JSONString.append(s, to: &out)
    }
}

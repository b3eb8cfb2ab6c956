/// Text that came from a user (a script line, a label, a file name) made safe
/// to print: control characters are shown as `\u{1B}` and the like instead of
/// reaching the terminal, where an ESC sequence could retitle or clear it.
/// Tab is kept; a newline inside a one-line text is escaped too.
public enum TerminalText {
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + hex(scalar.value) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 controls but tab, DEL, and the C1 controls (U+0080–U+009F, which
    /// some terminals honour as CSI and OSC).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
    }

    /// The name a message gives a control character: `U+001B (ESC)`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0A: "LF", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x1B: "ESC",
            0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC",
        ]
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex(scalar.value).count)) + hex(scalar.value)
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }

    private static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}

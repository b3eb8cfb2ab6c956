import NavSandboxCore

/// Text from someone else's file (a storyboard, a view dump) written into
/// an app file: the one writer both importers use, so what `import` prints
/// and what `-o` saves are the same bytes, and they load.
///
/// A file is its own output edge, beside the terminal's (TerminalText): it
/// never holds a raw control or bidi character. Those are written as YAML's
/// own escapes, `\u202E` (`\U0001D11E` above U+FFFF), which the loader
/// reads back as the character; never Swift's `\u{202E}`, which YAML
/// refuses. Because nothing is left for TerminalText to escape, `import >
/// app.yaml` and `import -o app.yaml` write the same file.
enum YAMLString {
    /// A double-quoted scalar: `"` and `\` escaped, and every character
    /// `mustEscape` names as `\uXXXX`; the rest, non-ASCII included, as is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if mustEscape(scalar) {
                    out += escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text for a `#` comment: one line, with what `quoted` would escape
    /// written as the same escape in plain characters (`\u202E`, `\u000A`).
    /// A comment has no escapes of its own and is never read back, so the
    /// characters only have to be seen: a line break would end the comment
    /// and let the rest be read as YAML, and a bidi override would reorder
    /// the line in an editor.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `\u202E`, or `\U0001D11E` for a scalar above U+FFFF: uppercase hex,
    /// the width YAML requires.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let (prefix, digits) = scalar.value > 0xFFFF ? ("\\U", 8) : ("\\u", 4)
        return prefix + String(repeating: "0", count: max(0, digits - hex.count)) + hex
    }

    /// What is never written raw:
    /// - every C0 control (tab and line breaks included: a scalar stays on
    ///   its line), DEL, and the C1 controls (NEL, U+0085, is a line break
    ///   to YAML; CSI, U+009B, acts on some terminals);
    /// - whatever TerminalText makes visible, so `cat app.yaml` shows
    ///   what the terminal edge would (the bidi embeddings, overrides and
    ///   isolates, U+202A–U+202E and U+2066–U+2069: "Trojan Source");
    /// - every invisible format character (general category Cf): the bidi
    ///   marks ALM, LRM and RLM (U+061C, U+200E, U+200F), zero-width
    ///   spaces and joiners, the byte-order mark (U+FEFF), which can make
    ///   two labels that look alike differ;
    /// - the line and paragraph separators (U+2028, U+2029), and U+FFFE
    ///   and U+FFFF, which YAML does not allow raw.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || TerminalText.isControl(scalar) { return true }
        if value < 0xA0 { return false }
        return value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF
            || scalar.properties.generalCategory == .format
    }
}

import NavSandboxCore

/// Text a shared file may carry to attack whoever opens it: escape sequences
/// that clear the screen, retitle the window, write the clipboard (OSC 52)
/// or make a link (OSC 8); a bell; a CSI with a huge parameter; the one-byte
/// C1 CSI; a bidi override; NUL. Every writer is tested with these.
public enum HostileText {
    /// As YAML double-quoted escapes, for app files.
    public static let yamlStrings: [String] = [
        #"\e[2J\e[H"#, #"\e]52;c;aGVsbG8=\a"#, #"\e]0;PWNED\a"#, #"\e]8;;http://x\e\\link\e]8;;\e\\"#, #"\a"#,
        #"\e[99999999999999999999m"#, #"\x9B2J"#, #"\u202Eevil"#, #"nul\0x"#,
    ]

    /// As script escapes (`\u{1B}`), for scripts and lessons.
    public static let scriptStrings: [String] = [
        #"\u{1B}[2J\u{1B}[H"#, #"\u{1B}]52;c;aGVsbG8=\u{7}"#, #"\u{1B}]0;PWNED\u{7}"#, #"\u{7}"#, #"\u{9B}2J"#,
        #"\u{202E}evil"#, #"nul\u{0}x"#,
    ]

    /// The same attacks as the characters themselves, as a storyboard or a
    /// view dump carries them into an importer.
    public static let rawStrings: [String] = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;aGVsbG8=\u{7}", "\u{1B}]0;PWNED\u{7}", "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\",
        "\u{7}", "\u{1B}[99999999999999999999m", "\u{9B}2J", "\u{202E}evil", "nul\u{0}x",
    ]

    /// Single characters an app-file writer must not pass through raw: every
    /// C0 control, DEL, the C1 controls, the bidi controls and marks
    /// (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), the Unicode line
    /// and paragraph separators, zero-width and byte-order characters, the
    /// noncharacters U+FFFE/U+FFFF; and what YAML reads as structure or
    /// escapes (quotes, backslashes, `: `, `# `, `&`, `*`, `!`, `%`, `|`),
    /// XML's and a view dump's delimiters, combining marks and emoji.
    public static let characters: [String] = {
        var characters = (0x00..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
        characters += (0x7F...0x9F).map { String(Unicode.Scalar(UInt8($0))) }
        let scalars: [UInt32] = [
            0x061C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
            0x2068, 0x2069, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x0600, 0x0301, 0xFE0F, 0xE0067, 0x1D11E,
        ]
        characters += scalars.map { String(Unicode.Scalar($0)!) }
        characters += [
            "\"", "\\", "'", ": ", " #", "# ", "- ", "&a", "*a", "!", "%", "|", ">", "<", "&", "&amp;", "[", "]", ",", "@",
            "`", "~", "null", "\\u{202E}", "\\u202E", "\\x9B", " ", "  ", "é", "e\u{301}", "🙂", "👨‍👩‍👧", "🇫🇷", "ß", "ﷺ",
        ]
        return characters
    }()

    /// Text made of `rawStrings` and `characters`, some of each, at most
    /// `pieces` of them: the same for a seed on every machine.
    public static func random(_ rng: inout SplitMix64, pieces: Int = 6) -> String {
        var text = ""
        for _ in 0..<rng.int(in: 1...pieces) {
            text += rng.chance(15) ? rng.pick(rawStrings) : rng.pick(characters)
        }
        return text
    }

    /// An app whose every name, title, label, text and log line is hostile.
    /// Tapping "Go" + the first string pushes Next after a load, so a
    /// double tap is a double push (explore finds it).
    public static let app = """
        app: "Evil\(yamlStrings[2])"
        root: Home
        screens:
          Home:
            title: "Home\(yamlStrings[2])\(yamlStrings[6])"
            views:
              - { class: UIButton, label: "Go\(yamlStrings[0])", text: "Go\(yamlStrings[1])", frame: [1, 1, 20, 1], action: go }
              - { class: UILabel, text: "\(yamlStrings[7])\(yamlStrings[8])\(yamlStrings[5])", frame: [1, 3, 20, 1] }
            actions:
              go:
                - log: "\(yamlStrings[1]) clip \(yamlStrings[3]) \(yamlStrings[4])"
                - load: 300ms
                  then:
                    push: Next
          Next:
            model: "next\(yamlStrings[2])"
            title: "Next\(yamlStrings[7])"
            views:
              - { class: UIButton, label: "Back\(yamlStrings[6])", frame: [1, 1, 20, 1], action: back }
            actions:
              back: pop
        """

    /// A guard file whose every free text is hostile: its summary and
    /// source, a flag's note, a drop's reason and a log line. Its name and
    /// flag names are plain, as the loader requires (`badGuardFile` tries
    /// others). A double tap on a row shows the reason: the second push is
    /// dropped while the first runs.
    public static let guardFile = """
        guard: evil
        summary: "summary \(yamlStrings[2])"
        source: "source \(yamlStrings[1])"
        flags:
          busy: { kind: bool, note: "note \(yamlStrings[0])\(yamlStrings[7])" }
        rules:
          - on: push
            when: busy
            do:
              - log: "log \(yamlStrings[1]) \(yamlStrings[3]) \(yamlStrings[4])"
              - drop: "reason \(yamlStrings[2])\(yamlStrings[6])"
          - on: push
            do: [set: busy, allow]
          - on: didShow
            do: [clear: busy]
        """

    /// A guard and a flag named by attacks: refused, the errors quoting
    /// the names escaped.
    public static let badGuardFile = """
        guard: "evil\(yamlStrings[2])"
        flags:
          "flag\(yamlStrings[0])": bool
        rules:
          - on: push
            do: [allow]
        """

    /// The labels of `app` as a script writes them.
    public static let goLabel = #""Go\u{1B}[2J\u{1B}[H""#
    public static let backLabel = #""Back\u{9B}2J""#

    /// The first byte offset where `bytes` holds a control character that is
    /// not a newline or tab (C0, DEL, C1 as UTF-8, a bidi control), or where
    /// they stop being UTF-8; nil when the bytes are safe to show.
    public static func firstUnsafeByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x0A && byte != 0x09 { return index }
            if byte == 0x7F { return index }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return index }
            if byte == 0xE2, index + 2 < bytes.count,
                (bytes[index + 1] == 0x80 && (0xAA...0xAE).contains(bytes[index + 2]))
                    || (bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]))
            {
                return index
            }
            index += 1
        }
        return String(validating: bytes, as: UTF8.self) == nil ? 0 : nil
    }

    /// `firstUnsafeByte` for a string, with the program's own SGR colour
    /// sequences (`ESC [ digits m`) allowed.
    public static func firstUnsafeByte(inColoured text: String) -> Int? {
        var bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "m"), end - index <= 4 {
                    bytes.replaceSubrange(index...end, with: [])
                    continue
                }
            }
            index += 1
        }
        return firstUnsafeByte(in: bytes)
    }
}

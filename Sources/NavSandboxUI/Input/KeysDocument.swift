/// docs/keys.md, generated from the key table so the page cannot drift
/// from the keys: a test fails when the committed file differs from
/// `markdown`, and `navsandbox keys --markdown > docs/keys.md` writes it.
public enum KeysDocument {
    public static var markdown: String {
        var out = """
            # Keys

            <!-- Generated from the key table (Sources/NavSandboxUI/Input/KeyBindings+*.swift): edit the table, then run `swift run navsandbox keys --markdown > docs/keys.md`. -->

            Every key of the interactive sandbox (`navsandbox`, or `swift run navsandbox`).
            `?` shows the same list inside the app. The hint bar at the bottom of the
            screen shows the keys that matter in the current mode (normal, paused, after
            `!` or `&`, crashed).


            """
        for section in KeyBindings.table {
            out += section.heading + "\n\n"
            if !section.intro.isEmpty { out += section.intro + "\n\n" }
            out += "| Keys | What they do |\n| --- | --- |\n"
            for row in section.rows {
                out += "| `\(row.keys)` | \(row.docs.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |\n"
            }
            out += "\n"
            if !section.outro.isEmpty { out += section.outro + "\n\n" }
        }
        let reserved = KeyBindings.reserved.map { $0 == " " ? "space" : String($0) }.joined(separator: " ")
        out += """
            Escape sequences the sandbox does not know (modified keys, function keys
            other than F1, PgUp and PgDn, paste marks, terminal replies) are dropped,
            never typed as keys; mouse reports are read in SGR (1006) and X10 encoding
            alike, and the wheel's notches scroll (sideways wheels and other buttons do
            nothing).

            ## Reserved keys

            These never become control keys, so a key press is never ambiguous:
            `\(reserved)`.

            """
        return out
    }
}

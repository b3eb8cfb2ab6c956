import NavSandboxCore

/// Text from a file (an app's titles, a lesson's questions) put into a
/// Markdown page: shown escaped, and nothing in it may become a table
/// break, HTML, a link or code in the page.
public enum MarkdownText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        for character in TerminalText.visible(text) {
            switch character {
            case "|", "[", "]", "`", "*", "_": out += "\\" + String(character)
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            default: out.append(character)
            }
        }
        return out
    }
}

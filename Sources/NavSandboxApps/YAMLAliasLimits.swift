import Yams

/// What keeps YAML's aliases from making a small file cost more than its
/// size: every file the apps, guards and lessons are read from passes here.
///
/// An alias (`*name`) stands for the whole node its anchor (`&name`) named,
/// so a few hundred bytes of anchors naming aliases of anchors describe a
/// tree of billions of nodes. Yams shares the nodes rather than copying them,
/// so composing is cheap — except where an alias is a mapping key: Yams
/// hashes every key to find duplicates, and hashing walks the whole
/// expansion, ten times more per level of nesting (issue 34: 9 levels took
/// an estimated 20 minutes). Two rules make reading linear in the text:
///
/// 1. Before Yams runs, `keyAlias(in:)` refuses an alias that is, or is
///    inside, a mapping key: an alias followed by `:`, a flow collection
///    holding one that is followed by `:`, and any alias in a file that
///    uses explicit keys (`? `). It reads the text once and is conservative:
///    quotes, comments and block scalars are skipped, and anything it cannot
///    tell apart from a key is refused with the way to write it instead.
/// 2. After Yams runs, `expandedNodes` walks the tree as the loaders will,
///    aliases expanded, and stops at `expansionLimit(forBytes:)`: a tree
///    larger than that is refused before any loader walks it.
///
/// libyaml names anchors with letters, digits, `-` and `_` only, as here.
enum YAMLAliasLimits {
    struct Problem: Equatable {
        /// 1-based, in Unicode scalars as libyaml counts.
        var line: Int
        var column: Int
        var message: String
        var expected: String
    }

    /// Nodes a file of this many bytes may expand to: a file's own nodes
    /// are far fewer than its bytes, so this leaves aliases room to share
    /// a rule list many times over while keeping every walk linear.
    static func expansionLimit(forBytes bytes: Int) -> Int { max(10_000, 8 * bytes) }

    /// The number of nodes the tree has with every alias expanded, counted
    /// up to `limit` and no further: nil when it has more.
    static func expandedNodes(_ root: Node, limit: Int) -> Int? {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return nil }
            switch node {
            case .scalar, .alias: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for pair in mapping {
                    pending.append(pair.key)
                    pending.append(pair.value)
                }
            }
        }
        return count
    }

    /// The first alias that is, or is inside, a mapping key; nil when every
    /// alias stands as a value.
    static func keyAlias(in text: String) -> Problem? {
        var scan = KeyAliasScan(Array(text.unicodeScalars))
        return scan.run()
    }
}

/// One pass over the text for `YAMLAliasLimits.keyAlias(in:)`.
private struct KeyAliasScan {
    let chars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var lineStart = 0
    /// The open flow collections, innermost last: whether each holds an alias.
    var flows: [Bool] = []
    /// The column (0-based) where the last token on this line began, and the
    /// key or `-` entry a block scalar's text is indented under.
    var tokenColumn = 0
    var nodeColumn = 0
    var firstAlias: (line: Int, column: Int)?
    var explicitKey: (line: Int, column: Int)?

    init(_ chars: [Unicode.Scalar]) { self.chars = chars }

    var column: Int { index - lineStart }

    mutating func run() -> YAMLAliasLimits.Problem? {
        while index < chars.count {
            let char = chars[index]
            switch char {
            case "\n":
                newLine()
            // Both patterns need the guard: a bare `-` (a list entry) is not
            // a marker, and skipping three characters after it could step over
            // an alias (`- *a`).
            case "-" where index == lineStart && isDocumentMarker(at: index),
                "." where index == lineStart && isDocumentMarker(at: index):
                // `---` or `...`: what follows on the line is scanned as usual.
                index += 3
            case " ", "\t", "\r", ",":
                index += 1
            case "#" where index == lineStart || isSpace(before: index):
                skipToEndOfLine()
            case "\"", "'":
                tokenColumn = column
                skipQuoted(char)
            case "[", "{":
                tokenColumn = column
                flows.append(false)
                index += 1
            case "]", "}":
                index += 1
                guard let holdsAlias = flows.popLast() else { continue }
                if holdsAlias {
                    if !flows.isEmpty { flows[flows.count - 1] = true }
                    if colonFollows() { return keyProblem("a flow collection holding an alias is a mapping key here") }
                }
            case "*":
                tokenColumn = column
                let place = (line, column + 1)
                index += 1
                let nameStart = index
                while index < chars.count, Self.isAnchorCharacter(chars[index]) { index += 1 }
                guard index > nameStart else { continue }
                if firstAlias == nil { firstAlias = place }
                if let explicitKey {
                    return explicitKeyProblem(explicitKey)
                }
                if !flows.isEmpty { flows[flows.count - 1] = true }
                if colonFollows() {
                    return YAMLAliasLimits.Problem(
                        line: place.0, column: place.1,
                        message: "an alias (`*name`) used as a mapping key",
                        expected: "a key written out; an alias may stand only as a value (`key: *name`, `- *name`), since as a key its whole expansion is hashed")
                }
            case "&", "!":
                tokenColumn = column
                while index < chars.count, !isSeparator(chars[index]) { index += 1 }
            case "?" where isSpaceOrEnd(at: index + 1):
                let place = (line, column + 1)
                if explicitKey == nil { explicitKey = place }
                if firstAlias != nil { return explicitKeyProblem(place) }
                index += 1
            case "-" where flows.isEmpty && isSpaceOrEnd(at: index + 1):
                nodeColumn = column
                index += 1
            case ":" where isSpaceOrEnd(at: index + 1) || !flows.isEmpty:
                nodeColumn = tokenColumn
                index += 1
            case "|", ">":
                if flows.isEmpty {
                    skipBlockScalar()
                } else {
                    tokenColumn = column
                    skipPlain()
                }
            default:
                tokenColumn = column
                skipPlain()
            }
        }
        return nil
    }

    private func keyProblem(_ what: String) -> YAMLAliasLimits.Problem {
        YAMLAliasLimits.Problem(
            line: line, column: column + 1, message: what,
            expected: "a key written out; an alias may stand only as a value (`key: *name`, `- *name`), since as a key its whole expansion is hashed")
    }

    private func explicitKeyProblem(_ key: (line: Int, column: Int)) -> YAMLAliasLimits.Problem {
        YAMLAliasLimits.Problem(
            line: key.line, column: key.column,
            message: "an explicit key (`? `) in a file that uses aliases",
            expected: "keys written as `key: value`; with aliases in the file, explicit (complex) keys are refused, since an alias inside one would be hashed whole")
    }

    private mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
        tokenColumn = 0
        nodeColumn = 0
    }

    private mutating func skipToEndOfLine() {
        while index < chars.count, chars[index] != "\n" { index += 1 }
    }

    /// A quoted scalar, which may run over several lines.
    private mutating func skipQuoted(_ quote: Unicode.Scalar) {
        index += 1
        while index < chars.count {
            let char = chars[index]
            if char == "\n" {
                newLine()
                continue
            }
            if quote == "\"", char == "\\" {
                // An escaped line break is still a line break for the counts.
                if index + 1 < chars.count, chars[index + 1] == "\n" {
                    index += 1
                    newLine()
                } else {
                    index += 2
                }
                continue
            }
            if char == quote {
                if quote == "'", index + 1 < chars.count, chars[index + 1] == "'" {
                    index += 2
                    continue
                }
                index += 1
                return
            }
            index += 1
        }
    }

    /// A plain scalar: to the end of the line in block context, to a flow
    /// indicator in a flow collection, and never past `: ` or ` #`.
    private mutating func skipPlain() {
        while index < chars.count {
            let char = chars[index]
            if char == "\n" { return }
            if char == ":", isSpaceOrEnd(at: index + 1) || (!flows.isEmpty && isFlowIndicator(at: index + 1)) { return }
            if char == "#", isSpace(before: index) { return }
            if !flows.isEmpty, char == "," || char == "[" || char == "]" || char == "{" || char == "}" { return }
            index += 1
        }
    }

    /// `|` or `>`: the header's line, then its content as libyaml finds it:
    /// the first line that is not blank sets the content's indentation, and
    /// every line after that is blank or indented at least as much is text.
    /// The content must be indented more than the key or entry the header
    /// follows on its line (more than the header itself, when the header
    /// stands alone — a stricter reading, so nothing that could be a key is
    /// skipped as text).
    private mutating func skipBlockScalar() {
        let headerAlone = chars[lineStart..<index].allSatisfy { $0 == " " || $0 == "\t" }
        let parent = headerAlone ? column : nodeColumn
        skipToEndOfLine()
        var contentIndent: Int?
        while index < chars.count {
            // At a newline: look at the next line's indentation.
            var next = index + 1
            var indent = 0
            while next < chars.count, chars[next] == " " {
                next += 1
                indent += 1
            }
            let blank = next >= chars.count || chars[next] == "\n" || chars[next] == "\r"
            if !blank {
                if contentIndent == nil {
                    guard indent > parent else { return }
                    contentIndent = indent
                }
                guard let contentIndent, indent >= contentIndent else { return }
            }
            newLine()
            skipToEndOfLine()
        }
    }

    /// `---` or `...` at a line's start, followed by a space or the line's end.
    private func isDocumentMarker(at position: Int) -> Bool {
        guard position + 2 < chars.count else { return false }
        let marker = chars[position]
        return chars[position + 1] == marker && chars[position + 2] == marker && isSpaceOrEnd(at: position + 3)
    }

    /// Whether the next thing after spaces (and, in a flow collection, line
    /// breaks and comments) is `:` — what makes the node before it a key.
    private mutating func colonFollows() -> Bool {
        var at = index
        while at < chars.count {
            let char = chars[at]
            if char == " " || char == "\t" || char == "\r" {
                at += 1
            } else if char == "\n" && !flows.isEmpty {
                at += 1
            } else if char == "#" && !flows.isEmpty && (at == 0 || chars[at - 1] == " " || chars[at - 1] == "\t" || chars[at - 1] == "\n") {
                while at < chars.count, chars[at] != "\n" { at += 1 }
            } else {
                return char == ":"
            }
        }
        return false
    }

    private func isSpace(before position: Int) -> Bool {
        position > 0 && (chars[position - 1] == " " || chars[position - 1] == "\t")
    }

    private func isSpaceOrEnd(at position: Int) -> Bool {
        position >= chars.count || chars[position] == " " || chars[position] == "\t" || chars[position] == "\n"
            || chars[position] == "\r"
    }

    private func isFlowIndicator(at position: Int) -> Bool {
        position < chars.count && [",", "[", "]", "{", "}"].contains(chars[position])
    }

    private func isSeparator(_ char: Unicode.Scalar) -> Bool {
        char == " " || char == "\t" || char == "\n" || char == "\r" || char == "," || char == "[" || char == "]"
            || char == "{" || char == "}"
    }

    static func isAnchorCharacter(_ char: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(char) || ("A"..."Z").contains(char) || ("0"..."9").contains(char) || char == "-" || char == "_"
    }
}

/// Every key written twice in one mapping, with its line and column.
///
/// Yams stops at the first mapping with a repeated key and says where that
/// key first appears, so an author fixing a file met its duplicates one run
/// at a time. Yams has no option to go on and libyaml's events are not
/// public, so after Yams has said there is one, this reads the text itself:
/// block mappings by their indentation (a `- ` item starts a new mapping),
/// flow mappings `{ … }` by their brackets, quotes and comments respected,
/// block scalars (`|`, `>`) and multi-line flow collections skipped. It is
/// not a YAML parser: the loader uses its answer only when it includes the
/// key Yams named, and falls back to Yams' one report otherwise.
/// One pass over the text: linear in its size.
struct DuplicateKeyScan {
    struct Duplicate: Equatable {
        var key: String
        /// 1-based, in Unicode scalars as libyaml counts.
        var line: Int
        var column: Int
        /// Where the key was first written.
        var firstLine: Int
    }

    private struct Scope {
        var indent: Int
        var keys: [String: Int] = [:]
    }

    private var scopes: [Scope] = []
    private(set) var duplicates: [Duplicate] = []
    private var lineNumber = 0

    static func find(in text: String) -> [Duplicate] {
        var scan = DuplicateKeyScan()
        // Inside a block scalar: lines indented more than this are its text.
        var blockScalarIndent: Int?
        // Inside a flow collection left open at the end of a line: its depth.
        var openFlow = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            scan.lineNumber = index + 1
            var chars = Array(line.unicodeScalars)
            if chars.last == "\r" { chars.removeLast() }
            let indent = chars.prefix { $0 == " " }.count
            let blank = indent == chars.count || chars[indent] == "#"
            if let parent = blockScalarIndent {
                if blank || indent > parent { continue }
                blockScalarIndent = nil
            }
            if openFlow > 0 {
                // Still inside a multi-line `{ … }` or `[ … ]`: follow its depth only.
                openFlow = Self.depthChange(chars, from: 0, start: openFlow)
                continue
            }
            if blank || chars.starts(with: ["-", "-", "-"]) || chars.starts(with: [".", ".", "."]) { continue }
            var at = indent
            // Each `- ` opens a new item: its mapping starts at the next column.
            while at < chars.count, chars[at] == "-", at + 1 == chars.count || chars[at + 1] == " " {
                scan.pop(deeperThan: at)
                at += 1
                while at < chars.count, chars[at] == " " { at += 1 }
                scan.scopes.append(Scope(indent: at))
            }
            guard at < chars.count, chars[at] != "#" else { continue }
            if chars[at] == "{" || chars[at] == "[" {
                openFlow = scan.flow(chars, &at)
                continue
            }
            guard let (key, afterColon) = Self.key(chars, at) else { continue }
            scan.pop(deeperThan: at)
            if scan.scopes.last?.indent != at { scan.scopes.append(Scope(indent: at)) }
            scan.record(key, column: at + 1, in: scan.scopes.count - 1)
            var value = afterColon
            while value < chars.count, chars[value] == " " { value += 1 }
            guard value < chars.count else { continue }
            switch chars[value] {
            case "|", ">": blockScalarIndent = at
            case "{", "[": openFlow = scan.flow(chars, &value)
            case "&":
                // An anchor before a flow collection: `S: &s { … }`.
                while value < chars.count, chars[value] != " " { value += 1 }
                while value < chars.count, chars[value] == " " { value += 1 }
                if value < chars.count, chars[value] == "{" || chars[value] == "[" { openFlow = scan.flow(chars, &value) }
            default: break
            }
        }
        return scan.duplicates
    }

    private mutating func pop(deeperThan indent: Int) {
        while let last = scopes.last, last.indent > indent { scopes.removeLast() }
    }

    private mutating func record(_ key: String, column: Int, in scope: Int) {
        if let first = scopes[scope].keys[key] {
            duplicates.append(Duplicate(key: key, line: lineNumber, column: column, firstLine: first))
        } else {
            scopes[scope].keys[key] = lineNumber
        }
    }

    /// A key at `at`: a quoted or plain scalar followed by `:` and a space or
    /// the end of the line; nil when the line holds no key there.
    private static func key(_ chars: [Unicode.Scalar], _ at: Int) -> (String, Int)? {
        var end = at
        var key = ""
        if chars[at] == "\"" || chars[at] == "'" {
            guard let close = closingQuote(chars, at) else { return nil }
            key = String(String.UnicodeScalarView(chars[(at + 1)..<close]))
            end = close + 1
            guard end < chars.count, chars[end] == ":" else { return nil }
        } else {
            if chars[at] == "?" || chars[at] == "&" || chars[at] == "*" || chars[at] == "!" { return nil }
            while end < chars.count {
                if chars[end] == ":", end + 1 == chars.count || chars[end + 1] == " " { break }
                if chars[end] == "#", end > at, chars[end - 1] == " " { return nil }
                end += 1
            }
            guard end < chars.count else { return nil }
            key = String(String.UnicodeScalarView(chars[at..<end])).trimmingTrailingSpaces
        }
        return (key, end + 1)
    }

    /// The index of the quote that closes the one at `at` (`''` and `\"` are
    /// escapes inside it).
    private static func closingQuote(_ chars: [Unicode.Scalar], _ at: Int) -> Int? {
        let quote = chars[at]
        var i = at + 1
        while i < chars.count {
            if quote == "\"", chars[i] == "\\" {
                i += 2
                continue
            }
            if chars[i] == quote {
                if quote == "'", i + 1 < chars.count, chars[i + 1] == "'" {
                    i += 2
                    continue
                }
                return i
            }
            i += 1
        }
        return nil
    }

    /// Reads the flow collection that opens at `at` on this line, recording
    /// each of its mappings' keys; returns the depth still open at the end of
    /// the line (its keys after that are not checked).
    private mutating func flow(_ chars: [Unicode.Scalar], _ at: inout Int) -> Int {
        // One scope per open bracket: a mapping's keys, or nil for a list.
        var open: [[String: Int]?] = []
        var expectingKey = false
        // A quote opens a quoted scalar only where a scalar starts:
        // `text: Today's menu` is plain text with an apostrophe.
        var scalarStart = true
        var i = at
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "{":
                open.append([:])
                expectingKey = true
                scalarStart = true
                i += 1
                continue
            case "[":
                open.append(nil)
                scalarStart = true
                i += 1
                continue
            case "}", "]":
                open.removeLast()
                expectingKey = false
                i += 1
                if open.isEmpty {
                    at = i
                    return 0
                }
                continue
            case ",":
                expectingKey = open.last.map { $0 != nil } ?? false
                scalarStart = true
                i += 1
                continue
            case " ":
                i += 1
                continue
            case "#" where i > 0 && chars[i - 1] == " ":
                return open.count
            default: break
            }
            if expectingKey, var keys = open[open.count - 1] {
                expectingKey = false
                // The key runs to a `:` followed by a space or a bracket, or to
                // the `,` or `}` of an entry that has no value.
                var end = i
                var key: String?
                if c == "\"" || c == "'" {
                    guard let close = Self.closingQuote(chars, i) else { return open.count }
                    key = String(String.UnicodeScalarView(chars[(i + 1)..<close]))
                    end = close + 1
                } else {
                    while end < chars.count, chars[end] != ",", chars[end] != "}", chars[end] != "]" {
                        if chars[end] == ":", end + 1 == chars.count || " ,{}[]".unicodeScalars.contains(chars[end + 1]) {
                            break
                        }
                        end += 1
                    }
                    key = String(String.UnicodeScalarView(chars[i..<end])).trimmingTrailingSpaces
                }
                if let key, !key.isEmpty {
                    if let first = keys[key] {
                        duplicates.append(Duplicate(key: key, line: lineNumber, column: i + 1, firstLine: first))
                    } else {
                        keys[key] = lineNumber
                    }
                    open[open.count - 1] = keys
                }
                i = end
                continue
            }
            // A value: a quoted scalar is skipped whole (its commas and brackets are text).
            if scalarStart, c == "\"" || c == "'" {
                guard let close = Self.closingQuote(chars, i) else { return open.count }
                i = close + 1
                scalarStart = false
            } else {
                scalarStart = c == ":"
                i += 1
            }
        }
        return open.count
    }

    /// The flow depth after reading `chars` from `from`, starting at `start`
    /// (brackets in quotes are text).
    private static func depthChange(_ chars: [Unicode.Scalar], from: Int, start: Int) -> Int {
        var depth = start
        var i = from
        var scalarStart = true
        while i < chars.count, depth > 0 {
            let c = chars[i]
            switch c {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case "\"" where scalarStart, "'" where scalarStart:
                guard let close = closingQuote(chars, i) else { return depth }
                i = close
            case "#" where i > 0 && chars[i - 1] == " ": return depth
            default: break
            }
            if c != " " { scalarStart = "{[,:".unicodeScalars.contains(c) }
            i += 1
        }
        return depth
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}

/// Virtual-time literals: a non-negative number followed by `ms` or `s`
/// (`40ms`, `1.5s`, `0s`), always a whole number of milliseconds.
public enum ScriptTime {
    /// No single time literal, and no script's explicit timeline, may exceed one hour.
    public static let limitMilliseconds = 3_600_000

    /// Canonical spelling: whole seconds as `Ns`, everything else as `Nms`.
    public static func format(milliseconds ms: Int) -> String {
        if ms != 0, ms % 1000 == 0 { return "\(ms / 1000)s" }
        return "\(ms)ms"
    }

    /// A human spelling for messages, e.g. `1h0m0.5s`.
    static func human(milliseconds ms: Int) -> String {
        let h = ms / 3_600_000, m = (ms / 60_000) % 60, s = (ms / 1000) % 60, rest = ms % 1000
        var out = ""
        if h > 0 { out += "\(h)h" }
        if h > 0 || m > 0 { out += "\(m)m" }
        out += "\(s)"
        if rest > 0 {
            var frac = String(rest)
            while frac.count < 3 { frac = "0" + frac }
            while frac.hasSuffix("0") { frac.removeLast() }
            out += ".\(frac)"
        }
        return out + "s"
    }

    static let units = ["ms", "s"]
    static let expectedTime = "a time such as `40ms` or `1.5s`"

    /// Why a literal is not a time. `offset` is the 0-based character offset
    /// inside the literal of the offending part (the unit, for unit errors).
    public struct Problem: Error, Equatable {
        /// Where in the literal, 0-based.
        public var offset: Int
        public var message: String
        public var expected: String
        public var suggestion: String?
    }

    /// Parses a time literal (`40ms`, `1.5s`): the one spelling of time for
    /// scripts, lessons and the command line. Never traps: digit strings of
    /// any length are handled.
    public static func parse(_ literal: String) -> Result<Int, Problem> {
        if let ms = parseWellFormed(literal) { return .success(ms) }
        return parseExplaining(literal)
    }

    /// The common case without building a message: ASCII digits, an
    /// optional `.` and digits, then `ms` or `s`, within the hour. Nil for
    /// anything else, which `parseExplaining` then parses again to say what
    /// is wrong (or, for a form this one leaves to it, to accept it).
    static func parseWellFormed(_ literal: String) -> Int? {
        var literal = literal
        return literal.withUTF8 { bytes -> Int? in
            let n = bytes.count
            var i = 0
            var whole = 0
            var intDigits = 0
            while i < n, bytes[i] &- 0x30 < 10 {
                // Past 10 significant digits it is over the hour anyway: the
                // slow path says so.
                if whole > 1_000_000_000 { return nil }
                whole = whole * 10 + Int(bytes[i] &- 0x30)
                intDigits += 1
                i += 1
            }
            guard intDigits > 0 else { return nil }
            var fraction = 0  // thousandths
            if i < n, bytes[i] == 0x2E {
                i += 1
                var fracDigits = 0
                while i < n, bytes[i] &- 0x30 < 10 {
                    if fracDigits < 3 {
                        fraction = fraction * 10 + Int(bytes[i] &- 0x30)
                    } else if bytes[i] != 0x30 {
                        return nil  // finer than a millisecond
                    }
                    fracDigits += 1
                    i += 1
                }
                guard fracDigits > 0 else { return nil }
                while fracDigits < 3 {
                    fraction *= 10
                    fracDigits += 1
                }
            } else if i == n {
                return nil
            }
            let ms: Int
            if n - i == 2, bytes[i] == 0x6D, bytes[i + 1] == 0x73 {  // ms
                guard fraction == 0 else { return nil }
                ms = whole
            } else if n - i == 1, bytes[i] == 0x73 {  // s
                ms = whole * 1000 + fraction
            } else {
                return nil
            }
            return ms <= limitMilliseconds ? ms : nil
        }
    }

    /// Parses and, on failure, says why: every message is built here.
    static func parseExplaining(_ literal: String) -> Result<Int, Problem> {
        let chars = Array(literal)
        let shown = ScriptText.shown(literal)
        func fail(_ offset: Int, _ message: String, _ expected: String = expectedTime, _ suggestion: String? = nil) -> Result<Int, Problem> {
            .failure(Problem(offset: offset, message: message, expected: expected, suggestion: suggestion))
        }
        if chars.first == "-" {
            return fail(0, "negative time `\(shown)`", "a time of 0 or more, such as `0ms` or `40ms`")
        }
        var i = 0
        var intDigits: [Character] = []
        while i < chars.count, chars[i].isASCIIDigit { intDigits.append(chars[i]); i += 1 }
        var fracDigits: [Character] = []
        var hasDot = false
        if i < chars.count, chars[i] == ".", !intDigits.isEmpty {
            hasDot = true
            i += 1
            while i < chars.count, chars[i].isASCIIDigit { fracDigits.append(chars[i]); i += 1 }
        }
        if intDigits.isEmpty {
            return fail(0, "`\(shown)` is not a time")
        }
        if hasDot && fracDigits.isEmpty {
            return fail(i - 1, "`\(shown)` has a decimal point but no digits after it")
        }
        let unit = String(chars[i...])
        let number = String(chars[..<i])
        if unit.isEmpty {
            return fail(i, "missing unit in `\(shown)`", "a unit, `ms` or `s`", number + "ms")
        }
        guard unit == "ms" || unit == "s" else {
            return fail(i, "unknown time unit `\(ScriptText.shown(unit))` in `\(shown)`",
                        "`ms` or `s`", NameSuggester.nearest(unit, in: units))
        }
        let tooLarge = "time `\(shown)` is longer than 1 hour"
        let tooLargeExpected = "at most 1 hour (`3600s`)"
        // Leading zeros are harmless; beyond that, more than 10 digits is always too large.
        let significant = intDigits.drop(while: { $0 == "0" })
        if significant.count > 10 { return fail(0, tooLarge, tooLargeExpected) }
        var whole = 0
        for d in significant { whole = whole * 10 + Int(d.asciiValue! - 48) }
        var ms: Int
        if unit == "ms" {
            if fracDigits.contains(where: { $0 != "0" }) {
                return fail(0, "`\(shown)` is not a whole number of milliseconds", "whole milliseconds, such as `2ms`")
            }
            ms = whole
        } else {
            if fracDigits.dropFirst(3).contains(where: { $0 != "0" }) {
                return fail(0, "`\(shown)` is not a whole number of milliseconds", "at most 3 decimals in seconds, such as `1.5s` or `0.25s`")
            }
            var fracMs = 0
            for k in 0..<3 {
                fracMs = fracMs * 10 + (k < fracDigits.count ? Int(fracDigits[k].asciiValue! - 48) : 0)
            }
            ms = whole * 1000 + fracMs   // whole < 10^10, so this cannot overflow
        }
        if ms > limitMilliseconds { return fail(0, tooLarge, tooLargeExpected) }
        return .success(ms)
    }
}

extension Character {
    var isASCIIDigit: Bool { self >= "0" && self <= "9" && isASCII }
}

enum ScriptText {
    /// Shortens long user text for messages.
    static func shown(_ s: String, limit: Int = 40) -> String {
        s.count <= limit ? s : String(s.prefix(limit)) + "…"
    }
}

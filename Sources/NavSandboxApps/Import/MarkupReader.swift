/// One element of an XML document: its name, attributes, character data and
/// child elements, with where it starts for diagnostics.
public struct MarkupElement: Sendable {
    public var name: String
    /// In document order; a name appears at most once (a repeat is an error).
    public var attributes: [(name: String, value: String)]
    public var children: [MarkupElement]
    /// The character data directly inside, entities decoded (CDATA included).
    public var text: String
    public var line: Int
    public var column: Int

    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// The first child with this name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [MarkupElement] { children.filter { $0.name == name } }
}

/// A well-formedness mistake, where it is and what to do.
public struct MarkupProblem: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
    public var fix: String
}

/// A small XML reader for files from other people (storyboards): elements,
/// attributes, the five predefined entities and numeric character
/// references. Comments, processing instructions and the XML declaration are
/// skipped. A DOCTYPE is refused rather than read, so no entity is ever
/// expanded and nothing outside the file is ever loaded (the "billion
/// laughs" and external-entity attacks need one); namespaces are left as
/// part of the names. Size, depth and element count are capped.
public enum MarkupReader {
    public static let maximumBytes = 16 * 1024 * 1024
    public static let maximumDepth = 256
    public static let maximumElements = 500_000

    public static func parse(_ text: String) -> Result<MarkupElement, MarkupProblem> {
        var text = text
        return text.withUTF8 { buffer in
            var scanner = Scanner(bytes: Bytes(buffer: buffer))
            do throws(MarkupProblem) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The text's own UTF-8, read in place: a copy in an array is fresh
    /// memory, page by page, and made the import of a storyboard with
    /// 100,000 attributes take 45 % longer (docs/performance.md). Every read is bounds-checked as an array's would be, in release
    /// builds too: the file is someone else's, and a mistake here must stop
    /// the import, not read past the text.
    private struct Bytes {
        let buffer: UnsafeBufferPointer<UInt8>

        var count: Int { buffer.count }

        subscript(at: Int) -> UInt8 {
            precondition(at >= 0 && at < buffer.count, "MarkupReader read outside the text")
            return buffer[at]
        }

        subscript(range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> {
            precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "MarkupReader read outside the text")
            return buffer[range]
        }
    }

    private struct Scanner {
        let bytes: Bytes
        var index = 0
        var line = 1
        var column = 1
        var elements = 0

        init(bytes: Bytes) { self.bytes = bytes }

        func fail(_ message: String, fix: String, line: Int? = nil, column: Int? = nil) -> MarkupProblem {
            MarkupProblem(line: line ?? self.line, column: column ?? self.column, message: message, fix: fix)
        }

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8 { bytes[index] }

        mutating func advance() {
            let byte = bytes[index]
            index += 1
            // LF, CRLF and a lone CR each end a line, as XML reads them
            // (XML 1.0, 2.11) and as SourceLines splits the file for the
            // line a problem quotes.
            let endsLine =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index == bytes.count || bytes[index] != UInt8(ascii: "\n")))
            if endsLine {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Columns count characters, not the bytes of one.
                column += 1
            }
        }

        func starts(with literal: String) -> Bool {
            var at = index
            for byte in literal.utf8 {
                guard at < bytes.count, bytes[at] == byte else { return false }
                at += 1
            }
            return true
        }

        mutating func skip(_ literal: String) {
            for _ in literal.utf8 { advance() }
        }

        mutating func skipSpace() {
            while !atEnd, Self.isSpace(current) { advance() }
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        /// Skips to just past `terminator`; an error if the file ends first.
        mutating func skip(past terminator: String, what: String, startLine: Int, startColumn: Int) throws(MarkupProblem) {
            while !atEnd {
                if starts(with: terminator) {
                    skip(terminator)
                    return
                }
                advance()
            }
            throw fail(
                "\(what) that is never closed", fix: "end it with `\(terminator)`", line: startLine, column: startColumn)
        }

        mutating func document() throws(MarkupProblem) -> MarkupElement {
            guard bytes.count <= MarkupReader.maximumBytes else {
                throw fail("the file is larger than \(MarkupReader.maximumBytes / 1024 / 1024) MB", fix: "a smaller file")
            }
            if starts(with: "\u{FEFF}") { index += 3 }
            var root: MarkupElement?
            while true {
                skipSpace()
                if atEnd { break }
                let (startLine, startColumn) = (line, column)
                if try skipMisc() { continue }
                guard current == UInt8(ascii: "<") else {
                    throw fail("text outside the document's element", fix: "everything inside one root element such as <document>")
                }
                guard root == nil else {
                    throw fail(
                        "a second root element", fix: "one root element per file (is this two files pasted together?)",
                        line: startLine, column: startColumn)
                }
                root = try element(depth: 1)
            }
            guard let root else {
                throw fail("no element in the file", fix: "an XML document such as a storyboard (<document …>)")
            }
            return root
        }

        /// Comments, processing instructions and the XML declaration;
        /// refuses a DOCTYPE. True when something was skipped.
        mutating func skipMisc() throws(MarkupProblem) -> Bool {
            let (startLine, startColumn) = (line, column)
            if starts(with: "<!--") {
                skip("<!--")
                try skip(past: "-->", what: "a comment", startLine: startLine, startColumn: startColumn)
                return true
            }
            if starts(with: "<?") {
                skip("<?")
                try skip(past: "?>", what: "a processing instruction", startLine: startLine, startColumn: startColumn)
                return true
            }
            if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                throw fail(
                    "a DOCTYPE declaration, which this reader refuses (its entities could expand without bound or load other files)",
                    fix: "remove the <!DOCTYPE …> declaration: Xcode never writes one in a storyboard")
            }
            return false
        }

        mutating func name() throws(MarkupProblem) -> String {
            let start = index
            while !atEnd {
                let byte = current
                let isNameByte =
                    byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: ":")
                guard isNameByte else { break }
                advance()
            }
            guard index > start else {
                let found = atEnd ? "the end of the file" : "`\(Character(Unicode.Scalar(current)))`"
                throw fail("a name was expected, found \(found)", fix: "an element or attribute name such as `view`")
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func element(depth: Int) throws(MarkupProblem) -> MarkupElement {
            let (startLine, startColumn) = (line, column)
            guard depth <= MarkupReader.maximumDepth else {
                throw fail("elements nested more than \(MarkupReader.maximumDepth) deep", fix: "a shallower document")
            }
            elements += 1
            guard elements <= MarkupReader.maximumElements else {
                throw fail("more than \(MarkupReader.maximumElements) elements", fix: "a smaller document")
            }
            advance()  // <
            let elementName = try name()
            var result = MarkupElement(
                name: elementName, attributes: [], children: [], text: "", line: startLine, column: startColumn)
            // Attributes. A repeat is found in this set, not by searching the
            // ones before: XML caps no element's attributes, and a search
            // made 100,000 of them cost 5 billion comparisons. The set and
            // the list are made at the tag's size at once: grown one name at
            // a time, 100,000 names were hashed again at each of 17 doublings.
            let expected = attributesUpperBound()
            var attributeNames: Set<String> = []
            if expected > 0 {
                attributeNames.reserveCapacity(expected)
                result.attributes.reserveCapacity(expected)
            }
            while true {
                let hadSpace = !atEnd && Self.isSpace(current)
                skipSpace()
                guard !atEnd else {
                    throw fail(
                        "the tag <\(elementName)> is never closed", fix: "end it with `>` or `/>`", line: startLine,
                        column: startColumn)
                }
                if starts(with: "/>") {
                    skip("/>")
                    return result
                }
                if current == UInt8(ascii: ">") {
                    advance()
                    break
                }
                guard hadSpace else {
                    throw fail("a space was expected between attributes", fix: "`name=\"value\" other=\"value\"`")
                }
                let (attributeLine, attributeColumn) = (line, column)
                let attributeName = try name()
                skipSpace()
                guard !atEnd, current == UInt8(ascii: "=") else {
                    throw fail("the attribute `\(attributeName)` has no value", fix: "`\(attributeName)=\"…\"`")
                }
                advance()
                skipSpace()
                guard !atEnd, current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") else {
                    throw fail("the value of `\(attributeName)` is not quoted", fix: "`\(attributeName)=\"…\"`")
                }
                let value = try quoted()
                guard attributeNames.insert(attributeName).inserted else {
                    throw fail(
                        "the attribute `\(attributeName)` twice on <\(elementName)>", fix: "each attribute once",
                        line: attributeLine, column: attributeColumn)
                }
                result.attributes.append((name: attributeName, value: value))
            }
            // Content.
            while true {
                guard !atEnd else {
                    throw fail(
                        "<\(elementName)> is never closed", fix: "add </\(elementName)>", line: startLine, column: startColumn)
                }
                if starts(with: "</") {
                    let (closeLine, closeColumn) = (line, column)
                    skip("</")
                    let closing = try name()
                    skipSpace()
                    guard !atEnd, current == UInt8(ascii: ">") else {
                        throw fail("the closing tag </\(closing) has no `>`", fix: "</\(closing)>")
                    }
                    advance()
                    guard closing == elementName else {
                        throw fail(
                            "</\(closing)> closes <\(elementName)> (opened at \(startLine):\(startColumn))",
                            fix: "</\(elementName)> here, or the missing </\(closing)>'s opening tag",
                            line: closeLine, column: closeColumn)
                    }
                    return result
                }
                if starts(with: "<![CDATA[") {
                    let (cdataLine, cdataColumn) = (line, column)
                    skip("<![CDATA[")
                    let start = index
                    try skip(past: "]]>", what: "a CDATA section", startLine: cdataLine, startColumn: cdataColumn)
                    result.text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
                    continue
                }
                if try skipMisc() { continue }
                if current == UInt8(ascii: "<") {
                    result.children.append(try element(depth: depth + 1))
                    continue
                }
                result.text += try characterData(until: UInt8(ascii: "<"))
            }
        }

        /// At least as many as the attributes of the tag whose name was just
        /// read: its `=` signs outside quotes before the `>` that ends it
        /// (or the file's end). One pass over the tag, which the attributes'
        /// own reading passes over again.
        func attributesUpperBound() -> Int {
            var at = index
            var quote: UInt8?
            var count = 0
            while at < bytes.count {
                let byte = bytes[at]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    count += 1
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                at += 1
            }
            return count
        }

        mutating func quoted() throws(MarkupProblem) -> String {
            let quote = current
            let (startLine, startColumn) = (line, column)
            advance()
            var value = ""
            while true {
                guard !atEnd else {
                    throw fail(
                        "an attribute value that is never closed", fix: "end it with `\(Character(Unicode.Scalar(quote)))`",
                        line: startLine, column: startColumn)
                }
                if current == quote {
                    advance()
                    return value
                }
                if current == UInt8(ascii: "<") {
                    throw fail("`<` inside an attribute value", fix: "write it as `&lt;`")
                }
                value += try characterData(until: quote, stopAtAngle: true)
            }
        }

        /// Text up to `terminator` (not consumed), entities decoded. The runs
        /// between entities are decoded whole, straight from the file's bytes
        /// (a run ends only at an ASCII `&`, never inside a character).
        mutating func characterData(until terminator: UInt8, stopAtAngle: Bool = false) throws(MarkupProblem) -> String {
            var out = ""
            var runStart = index
            while !atEnd, current != terminator, !(stopAtAngle && current == UInt8(ascii: "<")) {
                if current == UInt8(ascii: "&") {
                    out += String(decoding: bytes[runStart..<index], as: UTF8.self)
                    out += String(decoding: try entity(), as: UTF8.self)
                    runStart = index
                } else {
                    advance()
                }
            }
            out += String(decoding: bytes[runStart..<index], as: UTF8.self)
            return out
        }

        mutating func entity() throws(MarkupProblem) -> [UInt8] {
            let (startLine, startColumn) = (line, column)
            advance()  // &
            let start = index
            while !atEnd, current != UInt8(ascii: ";"), index - start < 12 { advance() }
            guard !atEnd, current == UInt8(ascii: ";") else {
                throw fail(
                    "an `&` that does not start an entity", fix: "write a literal ampersand as `&amp;`", line: startLine,
                    column: startColumn)
            }
            let body = String(decoding: bytes[start..<index], as: UTF8.self)
            advance()  // ;
            switch body {
            case "lt": return Array("<".utf8)
            case "gt": return Array(">".utf8)
            case "amp": return Array("&".utf8)
            case "quot": return Array("\"".utf8)
            case "apos": return Array("'".utf8)
            default: break
            }
            if body.hasPrefix("#") {
                let digits = body.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                if let value, let scalar = Unicode.Scalar(value), value != 0 {
                    return Array(String(Character(scalar)).utf8)
                }
                throw fail(
                    "`&\(body);` is not a character", fix: "a number of a Unicode character, such as `&#233;` or `&#xE9;`",
                    line: startLine, column: startColumn)
            }
            throw fail(
                "the entity `&\(body);` is not one of XML's five (this reader defines no others)",
                fix: "`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, or a character reference such as `&#233;`",
                line: startLine, column: startColumn)
        }
    }
}

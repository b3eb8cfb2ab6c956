/// The lines of a file an importer reads (a storyboard, a view dump), each
/// ended by LF, CRLF or a lone CR: a file saved on Windows or by an editor
/// set to classic Mac line endings is the same file, its problems at the
/// same lines. Swift's `split(separator: "\n")` sees neither: CRLF is one
/// Character, not "\n", and a lone CR no "\n" at all, so such a file was
/// one line (a view dump, one view). MarkupReader counts lines the same way.
enum SourceLines {
    /// The lines without their endings; a file that ends with one has an
    /// empty last line. Found over the UTF-8 bytes, not Characters: a line
    /// ending is always a Character boundary, so the lines are slices of
    /// the text, and a megabyte on one line (a storyboard element with
    /// 100,000 attributes) costs a byte scan, not grapheme breaking.
    static func split(_ text: String) -> [Substring] {
        // Native UTF-8 (withUTF8 makes it so if it is not), where a byte
        // offset is an index at no cost.
        var text = text
        let ranges = text.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
                ranges.append(start..<(index - 1))
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                start = index
            }
            ranges.append(start..<bytes.count)
            return ranges
        }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }
}

import Yams

/// Parses YAML text into a node tree for the app and guard loaders, turning
/// every libyaml complaint into a positioned problem with a hint.
enum YAMLComposition {
    /// The document's root node, or nil with the problem reported.
    /// Aliases are held to what keeps reading linear (YAMLAliasLimits): none
    /// as a mapping key, and no more nodes once expanded than the file's
    /// size allows.
    static func compose(_ text: String, reader: inout AppFileReader, emptyExpected: String) -> Node? {
        if text.utf8.contains(UInt8(ascii: "*")), let problem = YAMLAliasLimits.keyAlias(in: text) {
            reader.report(.error, line: problem.line, column: problem.column, problem.message, expected: problem.expected)
            return nil
        }
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                reader.report(.error, at: nil, "the file is empty", expected: emptyExpected)
                return nil
            }
            let limit = YAMLAliasLimits.expansionLimit(forBytes: text.utf8.count)
            guard YAMLAliasLimits.expandedNodes(composed, limit: limit) != nil else {
                reader.report(
                    .error, at: nil, "its aliases expand to more than \(limit) nodes, more than a file of its size can hold",
                    expected: "anchors (`&name`) and aliases (`*name`) that do not nest inside each other so deeply; write the repeated parts out")
                return nil
            }
            return composed
        } catch let error as YamlError {
            if case .duplicatedKeysInMapping(let names, _) = error {
                // Yams names the first mapping's; every one is reported when
                // the text's own scan agrees with it.
                let found = DuplicateKeyScan.find(in: text)
                if found.contains(where: { names.contains($0.key) }) {
                    for duplicate in found {
                        reader.report(
                            .error, line: duplicate.line, column: duplicate.column,
                            "the same key twice in one mapping: `\(duplicate.key)` (first on line \(duplicate.firstLine))",
                            expected: "each key once in a mapping (delete one, or merge the two)")
                    }
                    return nil
                }
            }
            let place = error.position.map { ($0.line, $0.column) } ?? error.readerPlace(in: text) ?? (1, 1)
            reader.report(
                .error, line: place.0, column: place.1, "not valid YAML: \(error.problemText)",
                expected: error.hint(in: text))
            return nil
        } catch {
            reader.report(.error, at: nil, "not valid YAML", expected: "")
            return nil
        }
    }
}

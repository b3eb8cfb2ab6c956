import Yams

/// Parses YAML text into a node tree for the app and guard loaders, turning
/// every libyaml complaint into a positioned problem with a hint.
enum YAMLComposition {
    /// The document's root node, or nil with the problem reported.
    static func compose(_ text: String, reader: inout AppFileReader, emptyExpected: String) -> Node? {
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                reader.report(.error, at: nil, "the file is empty", expected: emptyExpected)
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

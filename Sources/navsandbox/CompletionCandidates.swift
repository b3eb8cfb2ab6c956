import ArgumentParser
import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxScript

/// What the shells' completion offers for each argument and option: file
/// names of the kinds the argument reads, and the names the binary itself
/// knows — bundled examples, strategies, profiles, toggles. The file
/// listing runs at completion time (a custom completion calls the binary),
/// so it lists the folder the word being completed points into.
enum CompletionCandidates {
    /// The bundled names for `role` and the files (and folders) under the
    /// word's folder whose extension is one of `extensions`, that start with
    /// the word.
    static func namesAndFiles(_ role: BundledExamples.Role, extensions: [String]) -> CompletionKind {
        .custom { _, _, prefix in
            BundledExamples.examples(for: role).map(\.name).filter { $0.hasPrefix(prefix) }
                + files(matching: prefix, extensions: extensions)
        }
    }

    /// The files whose names start with `prefix` (a path, or a name in the
    /// current folder) and end in one of `extensions`, and the folders (the
    /// shells add the `/` themselves: bash's script asks for file names).
    /// Hidden entries only when the prefix asks for them.
    static func files(matching prefix: String, extensions: [String]) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let expanded = folder.hasPrefix("~/") ? NSHomeDirectory() + folder.dropFirst() : folder
        let listed = expanded.isEmpty ? "." : expanded
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return [] }
        var found: [String] = []
        for entry in entries.sorted()
        where entry.hasPrefix(start) && (start.hasPrefix(".") || !entry.hasPrefix(".")) && isInert(folder + entry) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: listed + "/" + entry, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                found.append(folder + entry)
            } else if let dot = entry.lastIndex(of: "."), extensions.contains(entry[entry.index(after: dot)...].lowercased()) {
                found.append(folder + entry)
            }
        }
        return found
    }

    /// Whether a file name can be offered as it is: bash's script hands the
    /// candidates to `compgen -W`, which expands `$(…)`, backquotes and
    /// quotes in them — a file named `a$(touch x).yaml` would run a
    /// command at a Tab. Names with those, or with a control character (a
    /// newline splits a candidate), are left out; the shell's own file
    /// completion still offers them.
    static func isInert(_ name: String) -> Bool {
        !name.unicodeScalars.contains { scalar in
            "$`\\\"'".unicodeScalars.contains(scalar) || scalar.properties.generalCategory == .control
        }
    }

    /// `--strategy`: the built-ins, the library guards and `all` (a loaded
    /// file's name is known only once the file is).
    static let strategies: CompletionKind = .list(BundledGuards.registry.names + ["all"])
    static let profiles: CompletionKind = .list(Profile.allCases.map(\.rawValue) + ["all"])
    /// `--set`: every toggle with each value it takes.
    static let toggles: CompletionKind = .list(
        Toggles.ids.flatMap { id in ["\(id)=on", "\(id)=off"] + (ToggleID(rawValue: id)?.acceptsAuto == true ? ["\(id)=auto"] : []) })
}

import Foundation

/// What tells one saved version of a guard file from the next: its identity
/// (an editor that saves by writing a new file and renaming it makes a new
/// one) with its size and modification time. Foundation's attributes, so
/// macOS and Linux read it the same way.
public enum GuardFileSignature {
    public static func of(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let identity = (attributes[.systemFileNumber] as? NSNumber)?.stringValue ?? ""
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? ""
        let modified = (attributes[.modificationDate] as? Date).map { String($0.timeIntervalSinceReferenceDate) } ?? ""
        return "\(identity) \(size) \(modified)"
    }
}

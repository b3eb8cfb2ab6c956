import NavSandboxCore

/// A guard file the sandbox reloads when it changes on disk, so a speaker can
/// edit a guard beside the terminal and the next tap meets the new one. The
/// file I/O is the caller's (a stat and a load, as closures), like the clock.
///
/// Polled, not watched: a stat twice a second costs nothing, works the same
/// on macOS and Linux, and sees an editor's save-by-rename as well as a write
/// in place (the signature includes the file's identity, not only its time).
public struct GuardWatch {
    /// How often the file is looked at, in wall milliseconds.
    public static let interval = 500

    /// What identifies one version of the file (device, inode, size,
    /// modification time); nil while it cannot be read (mid-save).
    public var signature: () -> String?
    /// Loads it: the guard, or the problems as the command line prints them.
    public var load: () -> Result<GuardDefinition, Problem>
    /// The guard's name now (an edit may rename it).
    public var name: String

    var lastSignature: String?
    var lastCheck = Int.min / 2

    public init(name: String, signature: @escaping () -> String?, load: @escaping () -> Result<GuardDefinition, Problem>) {
        self.name = name
        self.signature = signature
        self.load = load
        self.lastSignature = signature()
    }

    /// Why a file did not load, as the command line would print it.
    public struct Problem: Error, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// Wall milliseconds until the next look.
    func wait(at wall: Int) -> Int { max(0, lastCheck + Self.interval - wall) }

    /// Looks if it is time: the intents a change asks for, none otherwise.
    /// A file that does not load keeps the guard in force and says why
    /// (its first problem, file:line:col) until the next save.
    mutating func check(at wall: Int) -> [Intent] {
        guard wall - lastCheck >= Self.interval else { return [] }
        lastCheck = wall
        guard let now = signature(), now != lastSignature else { return [] }
        lastSignature = now
        switch load() {
        case .success(let definition):
            let old = name
            name = definition.name
            return [.reloadGuard(definition, replacing: old)]
        case .failure(let problem):
            let first = problem.message.split(separator: "\n").first.map(String.init) ?? problem.message
            return [.notice("guard not reloaded: \(first)", warning: true), .logGuardNotReloaded(first)]
        }
    }
}

import NavSandboxCore

/// A script, an app or a guard file the command palette can open in the running sandbox:
/// found by the command line at launch (the front end does no I/O), opened
/// by the loop's opener.
public struct Openable: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A scenario script: played live, as with `--script`.
        case script
        /// An app description: the sandbox relaunches on it, as with `--app`.
        case app
        /// A guard file: loaded, made the strategy, watched for a save, as
        /// with `--guard`.
        case `guard`
    }

    public var kind: Kind
    /// What the palette shows: the file's name without its folder.
    public var name: String
    public var path: String

    public init(kind: Kind, name: String, path: String) {
        self.kind = kind
        self.name = name
        self.path = path
    }
}

/// What opening one gives the loop: the world to start from, and the
/// playback when it is a script.
public struct OpenedSession {
    public var world: World
    public var playback: LivePlayback?

    public init(world: World, playback: LivePlayback?) {
        self.world = world
        self.playback = playback
    }
}

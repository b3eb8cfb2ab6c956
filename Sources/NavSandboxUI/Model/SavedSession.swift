import NavSandboxCore

/// A session as `F` saves it: how the world was launched, what the user did
/// and when, and the world they saw last (its state becomes the saved
/// script's expectations).
public struct SavedSession: Sendable {
    public var launch: Configuration
    public var inputs: [TimedInput]
    public var world: World

    public init(launch: Configuration, inputs: [TimedInput], world: World) {
        self.launch = launch
        self.inputs = inputs
        self.world = world
    }
}

/// An input and the virtual time it reached the world: what a sandbox
/// session is made of, and what a saved session writes back as a script.
public struct TimedInput: Hashable, Sendable {
    public var time: Int
    public var input: UserInput

    public init(time: Int, input: UserInput) {
        self.time = time
        self.input = input
    }
}

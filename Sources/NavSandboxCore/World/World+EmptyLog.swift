extension World {
    /// This world with nothing in its log (its limit kept): what a search
    /// forks its tries from. Nothing in the model reads the log, so the
    /// copy does exactly what this world would (the state key leaves the
    /// log out too); but each fork's first line copied the last chunk of
    /// the log it shared — up to 64 entries, each retained — and explore
    /// forks every world it makes.
    public func withEmptyLog() -> World {
        var world = self
        world.log = EventLog(limit: log.limit)
        return world
    }

    /// The world with an empty log that keeps nothing from here on, and
    /// touch records without the view drawn under each finger or their hit
    /// tests' steps: what a search that reads none of them steps (the same world for what happens next; a
    /// walk of the scene less per touch, and no step built per view the
    /// hit test visits).
    public func forSearch() -> World {
        var world = withEmptyLog()
        world.recordsTouchDetail = false
        world.recordsLog = false
        return world
    }
}

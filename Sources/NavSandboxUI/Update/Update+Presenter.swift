import NavSandboxCore

extension Update {
    /// `K`: presenter mode on or off. The overlay starts empty each time,
    /// so turning it on never shows keys pressed before.
    static func togglePresenter(_ model: inout AppModel) {
        model.ui.isPresenting.toggle()
        model.ui.keystrokes = KeystrokeOverlay()
        guard model.ui.isPresenting else {
            toast("presenter mode off", &model)
            return
        }
        let layout = model.ui.layout
        guard !layout.isTooSmall else { return }
        toast("presenter mode: the phone at \(layout.phoneScale)×, ~ slow motion, K again leaves", &model)
    }

    /// `~`: slow motion one key away. On: ⅒×, remembering the speed it
    /// came from; off: that speed again. From ⅒× set by `-`, it goes to 1×.
    static func toggleSlowMotion(_ model: inout AppModel) {
        let next: Speed
        if let before = model.ui.speedBeforeSlowMotion {
            next = before
            model.ui.speedBeforeSlowMotion = nil
        } else if model.ui.speed == .tenth {
            next = .normal
        } else {
            model.ui.speedBeforeSlowMotion = model.ui.speed
            next = .tenth
        }
        model.ui.speed = next
        model.ui.virtualCarry = 0
        toast(next == .tenth ? "slow motion: \(next.label) (~ again for \(model.ui.speedBeforeSlowMotion?.label ?? "1×"))" : "speed \(next.label)", &model)
    }
}

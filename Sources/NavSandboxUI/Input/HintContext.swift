/// Which set of keys the hint bar shows: the input mode, with the pending
/// tap and the main screen told apart further by what the user is most
/// likely to need next.
public enum HintContext: Hashable, Sendable {
    case help, palette, logView, logSearch
    /// After `!`.
    case doubleTap
    /// After `&`, before the first finger's key.
    case firstFinger
    /// After `&` and the first finger's key.
    case secondFinger
    case crashed, paused, running

    init(_ model: AppModel) {
        switch InputMode.stack(for: model)[0] {
        case .help: self = .help
        case .palette: self = .palette
        case .logView: self = .logView
        case .logSearch: self = .logSearch
        case .pendingTap:
            switch model.ui.prefix {
            case .twoFingers(nil, _)?: self = .firstFinger
            case .twoFingers(_?, _)?: self = .secondFinger
            case .doubleTap?, nil: self = .doubleTap
            }
        case .lesson, .sandbox:
            self = model.world.isCrashed ? .crashed : model.ui.isPaused ? .paused : .running
        }
    }

    /// Where `? help` and `q quit` close the bar.
    static let mainScreen: [HintContext] = [.doubleTap, .firstFinger, .secondFinger, .crashed, .paused, .running]
}

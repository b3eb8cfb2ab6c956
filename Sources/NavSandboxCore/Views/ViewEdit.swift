/// A change a teacher makes to a view while the app runs, to watch
/// hit-testing change: the properties hitTest and touch delivery read.
public enum ViewEdit: Hashable, Sendable {
    case isHidden(Bool)
    case alpha(Double)
    case isUserInteractionEnabled(Bool)
    case isExclusiveTouch(Bool)
    case isMultipleTouchEnabled(Bool)

    /// Every property an edit sets, as UIKit spells them: the names the view
    /// tree's keys and `edit view` in scripts accept.
    public static let properties = [
        "isHidden", "alpha", "isUserInteractionEnabled", "isExclusiveTouch", "isMultipleTouchEnabled",
    ]

    /// A boolean property set to `value`; nil for `alpha` or an unknown name.
    public init?(property: String, value: Bool) {
        switch property {
        case "isHidden": self = .isHidden(value)
        case "isUserInteractionEnabled": self = .isUserInteractionEnabled(value)
        case "isExclusiveTouch": self = .isExclusiveTouch(value)
        case "isMultipleTouchEnabled": self = .isMultipleTouchEnabled(value)
        default: return nil
        }
    }

    /// The property's name, as UIKit spells it.
    public var property: String {
        switch self {
        case .isHidden: "isHidden"
        case .alpha: "alpha"
        case .isUserInteractionEnabled: "isUserInteractionEnabled"
        case .isExclusiveTouch: "isExclusiveTouch"
        case .isMultipleTouchEnabled: "isMultipleTouchEnabled"
        }
    }

    public var valueText: String {
        switch self {
        case .isHidden(let on), .isUserInteractionEnabled(let on), .isExclusiveTouch(let on),
            .isMultipleTouchEnabled(let on):
            on ? "true" : "false"
        case .alpha(let alpha): Self.alphaText(alpha)
        }
    }

    /// `0.005`, `0.5`, `1`: as few digits as the value needs (to the thousandth).
    public static func alphaText(_ alpha: Double) -> String {
        let thousandths = Int((alpha * 1000).rounded())
        let whole = thousandths / 1000
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }
}

extension World {
    /// The edit that would put this property back as it is now: what undo sends.
    public func currentValue(of edit: ViewEdit, on id: ViewID) -> ViewEdit {
        let view = views[id.raw]
        return switch edit {
        case .isHidden: .isHidden(view.isHidden)
        case .alpha: .alpha(view.alpha)
        case .isUserInteractionEnabled: .isUserInteractionEnabled(view.isUserInteractionEnabled)
        case .isExclusiveTouch: .isExclusiveTouch(view.isExclusiveTouch)
        case .isMultipleTouchEnabled: .isMultipleTouchEnabled(view.isMultipleTouchEnabled)
        }
    }

    /// Sets one property of a view, as a debugger would (`expr view.alpha = 0.005`),
    /// and logs it. The next hit test reads the new value.
    mutating func editView(_ id: ViewID, _ edit: ViewEdit) {
        guard views.holds(id.raw) else { return }
        switch edit {
        case .isHidden(let value): views[id.raw].isHidden = value
        case .alpha(let value): views[id.raw].alpha = min(max(value, 0), 1)
        case .isUserInteractionEnabled(let value): views[id.raw].isUserInteractionEnabled = value
        case .isExclusiveTouch(let value): views[id.raw].isExclusiveTouch = value
        case .isMultipleTouchEnabled(let value): views[id.raw].isMultipleTouchEnabled = value
        }
        emit(.viewEdited(view: viewRef(id), property: edit.property, value: edit.valueText))
        afterStep()
    }
}

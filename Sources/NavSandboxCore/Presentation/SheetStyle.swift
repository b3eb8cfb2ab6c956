/// A system detent of UISheetPresentationController (iOS 15+): the heights
/// where a sheet rests. Declared smallest first, as Apple asks `detents` to be.
public enum SheetDetent: String, Hashable, Sendable, CaseIterable, Comparable {
    case medium, large

    /// The sheet's view inside the full-screen container at this detent:
    /// large is the card's full height, medium about half the screen.
    public var frame: Rect {
        switch self {
        case .large: Phone.cardExpanded
        case .medium: Rect(x: 0, y: Phone.height - Phone.sheetMediumHeight, width: Phone.width, height: Phone.sheetMediumHeight)
        }
    }

    public static func < (a: SheetDetent, b: SheetDetent) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension Phone {
    /// The medium detent's height: about half the screen (Apple: "approximately
    /// half the height of the screen").
    public static let sheetMediumHeight = height / 2
}

/// How an app file configures a screen presented as a system sheet: the
/// properties of its `sheetPresentationController` and `isModalInPresentation`.
public struct SheetStyle: Hashable, Sendable {
    /// Smallest first, never empty (UIKit's default is `[.large]`).
    public var detents: [SheetDetent]
    /// largestUndimmedDetentIdentifier: at or below it there is no dimming
    /// view and the screen behind takes touches (rule sheet-undimmed-detent).
    public var undimmedDetent: SheetDetent?
    /// isModalInPresentation: a swipe down does not dismiss (rule modal-in-presentation).
    public var isModalInPresentation: Bool
    /// prefersGrabberVisible.
    public var prefersGrabberVisible: Bool

    public init(
        detents: [SheetDetent] = [.large], undimmedDetent: SheetDetent? = nil, isModalInPresentation: Bool = false,
        prefersGrabberVisible: Bool = false
    ) {
        self.detents = detents.isEmpty ? [.large] : detents.sorted()
        self.undimmedDetent = undimmedDetent
        self.isModalInPresentation = isModalInPresentation
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// Where the sheet opens: the smallest detent, as `selectedDetentIdentifier`
    /// nil means (rule sheet-detents).
    public var initialDetent: SheetDetent { detents.first ?? .large }

    /// Whether UIKit dims the screen behind at this detent.
    public func dims(at detent: SheetDetent) -> Bool {
        guard let undimmedDetent else { return true }
        return detent > undimmedDetent
    }
}

/// A presentation that is a system sheet: its configuration and where it rests.
public struct SheetPresentation: Hashable, Sendable {
    public var style: SheetStyle
    /// selectedDetentIdentifier: where the sheet rests (or is moving to).
    public var detent: SheetDetent
}

/// A script's or key's `drag-sheet`: a swipe on the sheet to one of its
/// detents, or down to dismiss it (the finger lifts past the threshold).
public enum SheetDrag: String, Hashable, Sendable, CaseIterable {
    case medium, large, dismiss
}

/// Why a sheet drag moved nothing.
public enum SheetDragRefusal: Hashable, Sendable {
    /// No sheet is presented (nothing, or a card).
    case noSheet
    /// The sheet is being presented or dismissed.
    case transitionRunning(ScreenRef)
    /// UIKit delivers no touch right now.
    case dropped(TouchDropReason)
    /// The finger hit-tests outside the sheet: its pan never sees it.
    case missed(at: Point, landedOn: ViewRef?)
    /// The sheet's `detents` do not include this one.
    case detentNotOffered(SheetDetent)
    /// The sheet already rests there.
    case alreadyAt(SheetDetent)

    /// The case as a script names it.
    public var name: String {
        switch self {
        case .noSheet: "no-sheet"
        case .transitionRunning: "transition-running"
        case .dropped(let reason): reason.name
        case .missed: "missed"
        case .detentNotOffered: "detent-not-offered"
        case .alreadyAt: "already-at-detent"
        }
    }

    /// The log's wording.
    public var text: String {
        switch self {
        case .noSheet: "no sheet is presented"
        case .transitionRunning(let screen): "\(screen.title) is being presented or dismissed"
        case .dropped(let reason): reason.text
        case .missed(let point, let landed):
            "the finger at (\(point.x),\(point.y)) lands on \(landed?.name ?? "nothing"), not the sheet"
        case .detentNotOffered(let detent): "the sheet has no \(detent.rawValue) detent"
        case .alreadyAt(let detent): "the sheet already rests at \(detent.rawValue)"
        }
    }
}

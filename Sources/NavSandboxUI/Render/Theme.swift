import NavSandboxCore

/// Semantic styles. Widgets ask for a role, never for a colour, so the
/// monochrome fallback is one switch: it drops colours and keeps bold, dim,
/// reverse and underline, which every terminal shows.
public enum StyleRole: Hashable, Sendable {
    case plain, dim, bold
    case header, headerTitle, headerValue, headerRecording
    case toast, toastWarning
    case paneTitle, paneNote
    case keyBadge, hintKey, hintText
    case flagRaised, flagClear, flagFlash, flagName
    case phoneBorder, phoneBorderMarker, statusBar, navigationBar, navigationTitle, backButton
    case screen, button, buttonHighlighted, cellTitle, cellSubtitle, cellHighlighted, label, textField
    case card, cardTitle, grabber, edgeShadow, spinner
    case cursor, frozenBanner, crashTitle, crashText, crashHint
    case dispositionHandled, dispositionDropped, dispositionQueued, dispositionPending
    case walkEntered, walkSkipped, walkHit, chain
    case log(LogKind)
    case timelineTransition, timelineLock, timelineAxis, tapHandled, tapDropped, tapQueued
    case overlay, overlayTitle, overlayKey
    /// The palette's query characters in an item's title.
    case overlayMatch
    /// A search hit in the log view; the current one (where `n` went) stronger.
    case searchMatch, searchMatchCurrent
    case tooSmall
    /// A view's `background:` from its app file.
    case viewBackground(ViewBackground)
}

public struct Theme: Hashable, Sendable {
    public var usesColor: Bool
    public var glyphs: Glyphs
    /// The background the colours are chosen for (`--theme light|dark`).
    public var appearance: ThemeAppearance

    public init(usesColor: Bool, unicode: Bool, appearance: ThemeAppearance = .dark) {
        self.usesColor = usesColor
        self.glyphs = unicode ? .unicode : .ascii
        self.appearance = appearance
    }

    /// The same theme in colour, for screenshots: a picture for a slide
    /// keeps its colours whatever the terminal could show.
    public var colored: Theme {
        var theme = self
        theme.usesColor = true
        return theme
    }

    /// Colours and box drawing: what snapshot tests use by default.
    public static let standard = Theme(usesColor: true, unicode: true)
    public static let monochrome = Theme(usesColor: false, unicode: true)

    public func style(_ role: StyleRole) -> CellStyle {
        guard !usesColor else {
            let style = Theme.colored(role)
            return appearance == .light ? LightPalette.adapt(style) : style
        }
        var style = Theme.monochromeEmphasis(role) ?? Theme.colored(role)
        style.foreground = nil
        style.background = nil
        return style
    }

    /// Roles whose meaning rests on a colour get an attribute instead when
    /// colours are off (NO_COLOR, `--no-color`, a monochrome terminal).
    private static func monochromeEmphasis(_ role: StyleRole) -> CellStyle? {
        switch role {
        case .keyBadge, .flagFlash, .crashTitle, .frozenBanner: CellStyle(bold: true, reverse: true)
        case .cursor: CellStyle(reverse: true, underline: true)
        case .navigationBar, .navigationTitle, .card, .cardTitle, .grabber, .backButton: nil
        case .button: CellStyle(bold: true)
        case .tapDropped, .dispositionDropped: CellStyle(bold: true, reverse: true)
        case .timelineLock: CellStyle(bold: true)
        case .timelineTransition: CellStyle(dim: false)
        case .overlayMatch: CellStyle(bold: true, underline: true)
        case .searchMatch: CellStyle(reverse: true)
        // Without colours every fill is the same solid block: still a
        // visible cover over what is beneath.
        case .viewBackground(let background): background.isPattern ? CellStyle(dim: true) : CellStyle(reverse: true)
        case .searchMatchCurrent: CellStyle(bold: true, reverse: true, underline: true)
        default: nil
        }
    }

    // xterm-256 indexes with their 8-colour stand-ins.
    private static let tint = TerminalColor.indexed(33, fallback: .blue)
    private static let amber = TerminalColor.indexed(214, fallback: .yellow)
    private static let grey = TerminalColor.indexed(245, fallback: .white)
    private static let barBackground = TerminalColor.indexed(236, fallback: .black)
    private static let cardBackground = TerminalColor.indexed(238, fallback: .black)

    /// A fill's colour behind the view's own text; a pattern's marks in grey.
    private static func backgroundStyle(_ background: ViewBackground) -> CellStyle {
        switch background {
        case .red: CellStyle(foreground: .white, background: .red)
        case .green: CellStyle(foreground: .black, background: .green)
        case .blue: CellStyle(foreground: .white, background: .blue)
        case .yellow: CellStyle(foreground: .black, background: .yellow)
        case .magenta: CellStyle(foreground: .white, background: .magenta)
        case .cyan: CellStyle(foreground: .black, background: .cyan)
        case .white: CellStyle(foreground: .black, background: .white)
        case .gray: CellStyle(foreground: .white, background: grey)
        case .dots, .hatch: CellStyle(foreground: grey)
        }
    }

    private static func colored(_ role: StyleRole) -> CellStyle {
        switch role {
        case .plain, .screen: return .plain
        case .dim, .paneNote, .cellSubtitle, .textField: return CellStyle(dim: true)
        case .bold: return CellStyle(bold: true)
        case .header: return CellStyle(reverse: true)
        case .headerTitle: return CellStyle(bold: true, reverse: true)
        case .headerValue: return CellStyle(bold: true, reverse: true)
        case .headerRecording: return CellStyle(foreground: .red, bold: true, reverse: true)
        case .toast: return CellStyle(foreground: .cyan, bold: true)
        case .toastWarning: return CellStyle(foreground: amber, bold: true)
        case .paneTitle: return CellStyle(foreground: .cyan, bold: true, underline: true)
        case .keyBadge: return CellStyle(foreground: .black, background: amber, bold: true)
        case .hintKey: return CellStyle(foreground: amber, bold: true)
        case .hintText: return CellStyle(dim: true)
        case .flagRaised: return CellStyle(foreground: .red, bold: true)
        case .flagClear: return CellStyle(foreground: grey, dim: true)
        case .flagFlash: return CellStyle(foreground: .black, background: .yellow, bold: true)
        case .flagName: return .plain
        case .phoneBorder: return CellStyle(foreground: grey)
        case .phoneBorderMarker: return CellStyle(foreground: amber, bold: true)
        case .statusBar: return CellStyle(bold: true)
        case .navigationBar: return CellStyle(background: barBackground)
        case .navigationTitle: return CellStyle(background: barBackground, bold: true)
        case .backButton: return CellStyle(foreground: tint, background: barBackground)
        case .button: return CellStyle(foreground: tint, bold: true)
        case .buttonHighlighted, .cellHighlighted: return CellStyle(reverse: true)
        case .cellTitle: return CellStyle(bold: true)
        case .label: return .plain
        case .viewBackground(let background): return backgroundStyle(background)
        case .card: return CellStyle(background: cardBackground)
        case .cardTitle: return CellStyle(background: cardBackground, bold: true)
        case .grabber: return CellStyle(foreground: grey, background: cardBackground)
        case .edgeShadow: return CellStyle(foreground: grey, dim: true)
        case .spinner: return CellStyle(foreground: amber, bold: true)
        case .cursor: return CellStyle(foreground: .black, background: .green, underline: true)
        case .frozenBanner: return CellStyle(foreground: .white, background: .blue, bold: true)
        case .crashTitle: return CellStyle(foreground: .white, background: .red, bold: true)
        case .crashText: return CellStyle(foreground: .red)
        case .crashHint: return CellStyle(bold: true, underline: true)
        case .dispositionHandled: return CellStyle(foreground: .green, bold: true)
        case .dispositionDropped: return CellStyle(foreground: .red, bold: true)
        case .dispositionQueued: return CellStyle(foreground: amber, bold: true)
        case .dispositionPending: return CellStyle(dim: true)
        case .walkEntered: return .plain
        case .walkSkipped: return CellStyle(dim: true)
        case .walkHit: return CellStyle(foreground: .green, bold: true)
        case .chain: return CellStyle(foreground: .cyan)
        case .log(let kind): return logStyle(kind)
        case .timelineTransition: return CellStyle(foreground: tint)
        case .timelineLock: return CellStyle(foreground: .red)
        case .timelineAxis: return CellStyle(dim: true)
        case .tapHandled: return CellStyle(foreground: .green, bold: true)
        case .tapDropped: return CellStyle(foreground: .red, bold: true)
        case .tapQueued: return CellStyle(foreground: amber, bold: true)
        case .overlay: return .plain
        case .overlayTitle: return CellStyle(foreground: .cyan, bold: true)
        case .overlayKey: return CellStyle(foreground: amber, bold: true)
        case .overlayMatch: return CellStyle(foreground: .cyan, bold: true, underline: true)
        case .searchMatch: return CellStyle(foreground: .black, background: .yellow)
        case .searchMatchCurrent: return CellStyle(foreground: .black, background: amber, bold: true, underline: true)
        case .tooSmall: return CellStyle(bold: true)
        }
    }

    private static func logStyle(_ kind: LogKind) -> CellStyle {
        switch kind {
        case .touch, .hitTest: return CellStyle(foreground: .cyan)
        case .action: return CellStyle(foreground: .green)
        case .lifecycle, .delegate, .barDelegate: return CellStyle(foreground: grey)
        case .transition: return CellStyle(foreground: tint)
        case .guardDecision: return CellStyle(foreground: .magenta, bold: true)
        case .warning: return CellStyle(foreground: amber, bold: true)
        case .crash: return CellStyle(foreground: .red, bold: true, underline: true)
        case .detector: return CellStyle(foreground: .red, bold: true)
        case .app: return .plain
        case .system: return CellStyle(dim: true)
        }
    }
}

import NavSandboxApps
import NavSandboxCore
import Testing

/// An app file's system-sheet keys (docs/apps.md, "Sheets"): what they load
/// as, and every wrong value reported at its line and column with a fix.
@Suite struct SheetFileTests {
    static let base = """
        app: Test
        root: Home
        screens:
          Home:
            title: Home
          Options:
            title: Options
            presentation: sheet
            detents: [medium, large]
            undimmedDetent: medium
            grabber: true
        """

    @Test func theKeysLoadAsTheSheetsProperties() throws {
        let app = try AppFileLoader.load(Self.base, file: "app.yaml").get().app
        let options = try #require(app.screens.first { $0.name == "Options" })
        #expect(options.isCard, "a sheet is presented, so it is a card to the loader")
        #expect(
            options.sheet
                == SheetStyle(detents: [.medium, .large], undimmedDetent: .medium, isModalInPresentation: false, prefersGrabberVisible: true))
        #expect(app.screens[0].sheet == nil)
    }

    @Test func presentationAloneIsALargeDimmedSheet() throws {
        let text = Self.base
            .replacingOccurrences(of: "    detents: [medium, large]\n", with: "")
            .replacingOccurrences(of: "    undimmedDetent: medium\n", with: "")
        let app = try AppFileLoader.load(text, file: "app.yaml").get().app
        let style = try #require(app.screens[1].sheet)
        #expect(style.detents == [.large])
        #expect(style.initialDetent == .large)
        #expect(style.dims(at: .large))
    }

    @Test func cardBesideSheetIsTheSame() throws {
        let text = Self.base.replacingOccurrences(of: "    presentation: sheet\n", with: "    card: true\n    presentation: sheet\n")
        let app = try AppFileLoader.load(text, file: "app.yaml").get().app
        #expect(app.screens[1].sheet?.detents == [.medium, .large])
    }

    typealias Case = AppFileErrorCase

    static let cases: [Case] = [
        Case(
            name: "unknown detent", replace: "detents: [medium, large]", with: "detents: [meduim, large]", position: "9:15",
            message: "unknown detent `meduim`", suggestion: "medium"),
        Case(
            name: "undimmedDetent not in detents", replace: "detents: [medium, large]", with: "detents: [large]",
            position: "10:21", message: "`undimmedDetent: medium` is not one of the sheet's detents [large]", suggestion: "large"),
        Case(
            name: "unknown undimmedDetent", replace: "undimmedDetent: medium", with: "undimmedDetent: half", position: "10:21",
            message: "unknown detent `half`", suggestion: nil),
        Case(
            name: "detents out of order", replace: "detents: [medium, large]", with: "detents: [large, medium]", position: "9:22",
            message: "detent `medium` after `large`", suggestion: nil),
        Case(
            name: "a detent twice", replace: "detents: [medium, large]", with: "detents: [medium, medium, large]", position: "9:23",
            message: "detent `medium` twice", suggestion: nil),
        Case(
            name: "no detents", replace: "detents: [medium, large]", with: "detents: []", position: "9:14",
            message: "`detents` is empty", suggestion: nil),
        Case(
            name: "unknown presentation", replace: "presentation: sheet", with: "presentation: sheeet", position: "8:19",
            message: "unknown `presentation` `sheeet`", suggestion: "sheet"),
        Case(
            name: "sheet keys without a sheet", replace: "presentation: sheet", with: "card: true", position: "9:5",
            message: "`detents` on screen `Options`, which is not a system sheet", suggestion: nil),
    ]

    @Test(arguments: cases)
    func reportsWhereAndWhat(_ c: Case) throws {
        try c.verify(against: Self.base)
    }
}

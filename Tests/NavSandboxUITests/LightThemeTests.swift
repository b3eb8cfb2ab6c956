import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// `--theme light`: the colours chosen to stand out on black turn darker,
/// the bar's dark grey turns light, and screenshots are on a white page.
@Suite struct LightThemeTests {
    let light = Theme(usesColor: true, unicode: true, appearance: .light)

    @Test func coloursThatVanishOnWhiteTurnDarker() {
        #expect(Theme.standard.style(.paneTitle).foreground == .cyan)
        #expect(light.style(.paneTitle).foreground != .cyan)
        #expect(Theme.standard.style(.navigationBar).background == .indexed(236, fallback: .black))
        #expect(light.style(.navigationBar).background == .indexed(254, fallback: .white))
        // A badge brings its own text colour: it reads on either.
        #expect(light.style(.keyBadge) == Theme.standard.style(.keyBadge))
        // Without colours the theme's background does not matter.
        let monochrome = Theme(usesColor: false, unicode: true, appearance: .light)
        #expect(monochrome.style(.paneTitle) == Theme.monochrome.style(.paneTitle))
    }

    @Test func aLightScreenshotIsOnAWhitePageWithDarkText() {
        let model = makeModel()
        let svg = SVGExport.svg(Screen.render(model, theme: light), title: "light", appearance: .light)
        #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("fill=\"#1e1e1e\""), "uncoloured text is dark")
        #expect(!svg.contains("fill=\"#d4d4d4\""), "no dark theme's light grey text on white")
        let dark = SVGExport.svg(Screen.render(model), title: "dark")
        #expect(dark.contains("<rect width=\"100%\" height=\"100%\" fill=\"#1e1e1e\"/>"))
        #expect(Screen.render(model, theme: light).text == Screen.render(model).text, "the same screen, other colours")
    }
}

import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// How `TerminalColor`s map to palette indices for what the terminal can show.
@Suite("Colour support")
struct ColorSupportTests {
    private static let named: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    @Test(
        "the terminal's colour count picks the level",
        arguments: [
            (-1, ColorSupport.none), (0, .none), (2, .none), (7, .none),
            (8, .basic8), (15, .basic8),
            (16, .basic16), (88, .basic16), (255, .basic16),
            (256, .palette256), (0x1000000, .palette256),
        ] as [(Int, ColorSupport)]
    )
    func level(colors: Int, support: ColorSupport) {
        #expect(ColorSupport(colorCount: colors) == support)
    }

    @Test("the 16 named colours are ANSI indices 0–15 in order")
    func ansiIndices() {
        #expect(Self.named.map(\.ansiIndex) == Array(0..<16))
    }

    @Test("no colour support maps every colour to nothing")
    func none() {
        for color in Self.named + [.indexed(208, fallback: .red)] {
            #expect(ColorSupport.none.paletteIndex(for: color) == nil)
        }
    }

    @Test("256 colours: named colours keep their index, indexed colours use theirs")
    func palette256() {
        for (index, color) in Self.named.enumerated() {
            let mapped = ColorSupport.palette256.paletteIndex(for: color)
            #expect(mapped?.index == Int32(index) && mapped?.needsBold == false)
        }
        let indexed = ColorSupport.palette256.paletteIndex(for: .indexed(208, fallback: .red))
        #expect(indexed?.index == 208 && indexed?.needsBold == false)
        #expect(ColorSupport.palette256.paletteIndex(for: .indexed(255, fallback: .white))?.index == 255)
    }

    @Test("16 colours: bright colours stay bright, indexed colours fall back to their basic colour")
    func basic16() {
        for (index, color) in Self.named.enumerated() {
            let mapped = ColorSupport.basic16.paletteIndex(for: color)
            #expect(mapped?.index == Int32(index) && mapped?.needsBold == false)
        }
        let indexed = ColorSupport.basic16.paletteIndex(for: .indexed(208, fallback: .red))
        #expect(indexed?.index == 1 && indexed?.needsBold == false)
    }

    @Test("8 colours: bright colours become their base colour in bold; indexed use the fallback")
    func basic8() {
        for (index, color) in Self.named.enumerated() {
            let mapped = ColorSupport.basic8.paletteIndex(for: color)
            #expect(mapped?.index == Int32(index % 8), "\(color)")
            #expect(mapped?.needsBold == (index >= 8), "\(color)")
        }
        // An indexed colour never reaches past the 8 colours, even when its
        // own index is a bright one or beyond 16.
        let fallbacks: [(TerminalColor, Int32)] = [
            (.indexed(208, fallback: .red), 1), (.indexed(9, fallback: .red), 1),
            (.indexed(244, fallback: .white), 7), (.indexed(17, fallback: .blue), 4),
            (.indexed(0, fallback: .black), 0),
        ]
        for (color, expected) in fallbacks {
            let mapped = ColorSupport.basic8.paletteIndex(for: color)
            #expect(mapped?.index == expected && mapped?.needsBold == false, "\(color)")
        }
    }

    @Test("every fallback is one of the 8 base colours")
    func fallbackIndices() {
        let fallbacks: [TerminalColor.BasicFallback] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        #expect(fallbacks.map(\.ansiIndex) == Array(0..<8))
        for level in [ColorSupport.basic8, .basic16] {
            for (index, fallback) in fallbacks.enumerated() {
                #expect(level.paletteIndex(for: .indexed(200, fallback: fallback))?.index == Int32(index))
            }
        }
    }
}

/// `ColorPairCache` registers pairs with ncurses, so only the paths that do
/// not reach init_extended_pair (or where it fails without a screen) can run
/// here; see the report for what needs a real terminal.
@Suite("Colour pair cache (without a screen)")
struct ColorPairCacheTests {
    @Test("default colours on both sides use pair 0 without registering anything")
    func defaultPair() {
        for defaults in [true, false] {
            var cache = ColorPairCache(capacity: 256, terminalDefaultsAvailable: defaults)
            #expect(cache.pair(foreground: nil, background: nil) == 0)
        }
    }

    @Test("with no pairs available (colour off) every colour falls back to pair 0")
    func noCapacity() {
        var cache = ColorPairCache(capacity: 0, terminalDefaultsAvailable: true)
        #expect(cache.pair(foreground: 1, background: nil) == 0)
        #expect(cache.pair(foreground: nil, background: 4) == 0)
        #expect(cache.pair(foreground: 208, background: 17) == 0)
    }

    @Test("when ncurses refuses a pair (here: no screen), the text stays readable in pair 0")
    func refusedPair() {
        var cache = ColorPairCache(capacity: 256, terminalDefaultsAvailable: true)
        #expect(cache.pair(foreground: 1, background: 0) == 0)
        #expect(cache.pair(foreground: 1, background: 0) == 0)
    }
}

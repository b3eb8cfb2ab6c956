import NavSandboxApps
import Testing

/// The storyboard importer's XML reader: what it reads, and what it refuses
/// (with where and how to fix) in a file from someone else.
@Suite struct MarkupReaderTests {
    func parse(_ text: String) -> Result<MarkupElement, MarkupProblem> { MarkupReader.parse(text) }

    func problem(_ text: String) -> MarkupProblem? {
        if case .failure(let problem) = parse(text) { return problem }
        return nil
    }

    @Test func elementsAttributesAndEntities() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document a="x &amp; y &lt;z&gt; &quot;q&quot; &apos;s&apos; &#233; &#x41;" b='single'>
                <child key="view"><![CDATA[raw <text>]]> and &amp;</child>
                <empty/>
            </document>
            """
        let root = try parse(text).get()
        #expect(root.name == "document")
        #expect(root["a"] == "x & y <z> \"q\" 's' é A")
        #expect(root["b"] == "single")
        #expect(root.children.map(\.name) == ["child", "empty"])
        #expect(root.child("child", key: "view")?.text == "raw <text> and &")
        #expect(root.children[1].line == 5)
        #expect(root.children[1].column == 5)
    }

    @Test func aDoctypeIsRefusedNotExpanded() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
            <document a="&lol2;"/>
            """
        let refused = try #require(problem(laughs))
        #expect(refused.line == 2)
        #expect(refused.column == 1)
        #expect(refused.message.contains("DOCTYPE"))
        #expect(refused.fix.contains("remove"))
    }

    @Test func anUnknownEntityIsAnErrorAtItsPlace() throws {
        let found = try #require(problem("<a>\n  x &nbsp; y</a>"))
        #expect(found.line == 2)
        #expect(found.column == 5)
        #expect(found.message.contains("&nbsp;"))
    }

    @Test func mismatchedTagsSayWhichWasOpen() throws {
        let found = try #require(problem("<a>\n<b>\n</a>"))
        #expect(found.line == 3)
        #expect(found.message.contains("closes <b>"))
        #expect(found.fix.contains("</b>"))
    }

    @Test(arguments: [
        "", "<a", "<a b=\"x></a>", "<a b=x/>", "<a b=\"1\" b=\"2\"/>", "<a>&#0;</a>", "<a>&#x110000;</a>", "<a></a><b/>",
        "text", "<a><!-- never closed</a>", "<a>&amp</a>", "<a c=\"<\"/>",
    ])
    func malformedInputIsAProblemNotACrash(_ text: String) {
        #expect(problem(text) != nil, "\(text)")
    }

    @Test func depthIsCapped() throws {
        let depth = MarkupReader.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let found = try #require(problem(text))
        #expect(found.message.contains("deep"))
    }

    @Test func multibyteColumnsCountCharacters() throws {
        let found = try #require(problem("<a é=\"1\" é=\"2\"/>"))
        #expect(found.column == 10)
    }
}

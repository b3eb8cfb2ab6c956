import Testing
@Test func placeholderBuilds() { #expect(Bool(true)) }

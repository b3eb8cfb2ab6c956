import NavSandboxCore
import Testing
@testable import NavSandboxUI

@Test func scratchPreview() {
    var m = makeModel(strategy: "block-all")
    print(m.screenText)
    m.press("1")
    m.run(150 + 170)
    print(m.screenText)
    m.settle()
    m.press(.key(.down)); m.press(.key(.down))
    print(m.screenText)
    m.press("?")
    print(m.screenText)
}

import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// A moment's offer finds every target of every input in one walk of the
/// drawn views: each must land where `UserInput.apply(to:)` — one walk per
/// target, as a script finds it — would put it, or nowhere when it would
/// not apply.
@Suite struct ExploreOfferTests {
    @Test(arguments: [Profile.ios7, .ios17, .ios26])
    func resolvesEveryInputWhereApplyWould(profile: Profile) {
        let start = World(configuration: Configuration(app: .demo, profile: profile, strategy: "coordinated"))
        var options = ExploreOptions()
        options.grid = 100
        var checked = 0
        var unreachable = 0
        let level1 = Explorer.expand([], from: start, before: [], options: options).children
        for prefix in level1.map(\.schedule) {
            var moment = Explorer.replay(prefix, from: start)
            // The moments after it: mid-push, mid-pop, the card coming up, idle.
            for _ in 0..<5 {
                let offer = ExploreOffer(moment, twoFingers: true, presses: true)
                #expect(offer.inputs == ExploreAlphabet.inputs(in: moment, twoFingers: true))
                // Labels the walk did not take as controls resolve as apply finds them too.
                let others: [UserInput] = [.tap(.label("Inbox")), .tap(.label("No such row")), .twoFinger(.back, .label("Message 2"))]
                for input in offer.inputs + others {
                    let applied = input.mapTargets { moment.point(of: $0).map(TapTarget.point) }
                    #expect(offer.resolve(input) == applied, "\(input.scriptText) after \(prefix.map(\.input.scriptText))")
                    checked += 1
                    if applied == nil { unreachable += 1 }
                }
                moment.step(.wait(100))
            }
        }
        #expect(checked > 500)
        #expect(unreachable > 0)
    }
}

/// A fingerprint of everything that decides what the world does next — the
/// log, the touch history and the counters aside — for searches that visit
/// each distinct world once. Built from value descriptions in a fixed order
/// (no dictionary order, no per-process hash seed), so the same world gives
/// the same key in every run.
extension World {
    public var stateKey: UInt64 {
        var hash = FNV1a()
        hash.add("t\(now)")
        hash.add(String(describing: navigation))
        hash.add(String(describing: bar))
        hash.add(String(describing: presentation))
        hash.add("i\(ignoreCount) w\(windowIsAnimated) f\(isFrozen) c\(crash?.violation.rawValue ?? "-")")
        hash.add(String(describing: touches.active))
        hash.add(String(describing: scheduler.events))
        hash.add(String(describing: guardBox.strategy))
        hash.add(violations.map(\.rawValue).joined(separator: ","))
        hash.add("r\(appState.root)")
        for (screen, controller) in appState.cached.sorted(by: { $0.key < $1.key }) { hash.add("\(screen)=\(controller)") }
        forEachViewInWindow { view in
            hash.add(
                "\(view.id)\(view.frame)\(String(describing: view.animation))\(view.isHidden)\(view.alpha)"
                    + "\(view.isHighlighted)\(view.isLoading)\(view.isUserInteractionEnabled)\(view.isExclusiveTouch)"
                    + (view.text ?? ""))
            return true
        }
        for id in navigation.stack + [presentation?.presented].compactMap({ $0 }) {
            hash.add("\(id):\(controllers[id.raw].appearance.rawValue)")
        }
        return hash.value
    }
}

/// 64-bit FNV-1a: small, fast and the same everywhere (Swift's Hasher is
/// seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        // A separator, so "ab"+"c" and "a"+"bc" differ.
        value ^= 0xff
        value &*= 0x0000_0100_0000_01b3
    }
}

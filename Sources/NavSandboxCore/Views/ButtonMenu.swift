/// A UIButton's `menu` (iOS 14+): its items, and whether it is the
/// button's primary action (`showsMenuAsPrimaryAction`). With it the menu
/// opens on touch-down and the button's own action never runs; without it
/// a long press opens the menu (rules button-menu-primary-action and
/// button-menu-long-press).
public struct ButtonMenu: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var title: String
        /// The selector its UIAction's handler stands for, sent to the
        /// controller of the button's screen; nil for an item that does
        /// nothing the model sees.
        public var selector: String?

        public init(title: String, selector: String? = nil) {
            self.title = title
            self.selector = selector
        }
    }

    public var items: [Item]
    public var isPrimaryAction: Bool

    public init(items: [Item], isPrimaryAction: Bool = false) {
        self.items = items
        self.isPrimaryAction = isPrimaryAction
    }
}

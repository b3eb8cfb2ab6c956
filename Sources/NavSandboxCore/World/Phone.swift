/// The simulated phone's geometry, in cells. The front end draws one cell per
/// terminal character, so these numbers are also the phone's size on screen.
public enum Phone {
    public static let width = 24
    public static let height = 22
    public static let bounds = Rect(x: 0, y: 0, width: width, height: height)
    /// Row 0 is the status bar (drawn, not hit-tested).
    public static let statusBarHeight = 1
    public static let navigationBarFrame = Rect(x: 0, y: 1, width: width, height: 2)
    public static let contentFrame = Rect(x: 0, y: 3, width: width, height: height - 3)
    /// A pushed screen's root view, in its wrapper's coordinates: the content area.
    public static let screenRootFrame = Rect(x: 0, y: 0, width: contentFrame.width, height: contentFrame.height)
    /// A tab bar controller's UITabBar, over the bottom of the content.
    public static let tabBarFrame = Rect(x: 0, y: height - 2, width: width, height: 2)
    /// The card's frames inside the full-screen presentation container.
    public static let cardExpanded = Rect(x: 0, y: 4, width: width, height: height - 4)
    public static let cardMinimized = Rect(x: 0, y: height - 2, width: width, height: 2)
    public static let cardOffscreen = Rect(x: 0, y: height, width: width, height: height - 4)
    /// How far the outgoing screen shifts left under the incoming one (UIKit's
    /// parallax is about 30 % of the width).
    public static let parallax = width * 3 / 10
}

/// UIKit's durations, in ms.
public enum Durations {
    /// A push or pop transition, before the incoming screen's load cost.
    public static let navigationTransition = 350
    public static let presentation = 350
    public static let cardMove = 250
    /// How long a script's or key's edge swipe drags before release, at 100 %.
    public static let swipeDragFull = 300
}

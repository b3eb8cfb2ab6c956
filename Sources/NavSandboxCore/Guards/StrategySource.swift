/// The published articles the built-in guards come from, as `list
/// strategies` and the docs cite them: by title and address, which a reader
/// can open (the project's own copies of them are not shipped).
public enum StrategySource {
    /// A Russian article on UINavigationController and its HUNavigationController (Habr, 2015).
    public static let huNavigationController = "HUNavigationController, from an article on UINavigationController on Habr, 2015: https://habr.com/ru/articles/263069"
    /// "UIViewController Push & Pop 的那些坑" (lessfun's blog, 2015).
    public static let pushPopTrap = "“UIViewController Push & Pop 的那些坑”, https://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/"
    /// "iOS页面控制切换控制", the article of the UISkipControl repository.
    public static let skipControl = "“iOS页面控制切换控制”, https://github.com/AKZHW/UISkipControl"
}

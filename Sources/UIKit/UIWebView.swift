import Foundation

/// iOS's web view before WKWebView (deprecated since iOS 12). imsim shows no web pages, so code that
/// uses one stops at compile time saying so, rather than with "cannot find type" as if it were the
/// extension's mistake.
@available(*, unavailable, message: "imsim shows no web pages: UIWebView (deprecated since iOS 12) and WKWebView are not in imsim's UIKit")
open class UIWebView: UIView {}

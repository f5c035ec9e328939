/// A paged set of screens in one place of a stack: each page is a screen with its own content
/// (normally its view model), and one page shows at a time (UIKit's page view controller, or
/// Tabman's tabs inside a screen). The set itself is the ``Screen`` in the stack, so pushing,
/// popping and finishing flows work as for any screen.
public struct PageSet: Hashable, Sendable {
  /// The pages, in the order they are shown.
  public var pages: [Screen]
  /// The index of the page that shows.
  public var selected: Int

  /// Creates a set showing `selected`.
  public init(pages: [Screen], selected: Int = 0) {
    self.pages = pages
    self.selected = selected
  }

  /// The page that shows; `nil` only for an empty set.
  public var selectedPage: Screen? {
    pages.indices.contains(selected) ? pages[selected] : nil
  }
}

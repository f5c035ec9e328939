import CairnNavigation
import Foundation

// Onban's screens name themselves by their deep links (``OnbanRoute``), so that the browser's
// address follows them and a reload or a shared address rebuilds them.

extension MenuViewModel: RestorableContent {
  /// `cairn://onban/<section>`.
  public var restorationLink: URL? { OnbanRoute.menu(section).link }
}

extension DishDetailViewModel: RestorableContent {
  /// `cairn://onban/<section>/<hash>`; none for a dish whose hash cannot stand in a link.
  public var restorationLink: URL? {
    guard OnbanRoute.isLinkable(hash: dish.hash) else { return nil }
    return OnbanRoute.dish(section, hash: dish.hash).link
  }
}

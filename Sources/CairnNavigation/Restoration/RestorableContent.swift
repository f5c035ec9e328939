import Foundation

/// A screen's content (normally its view model) that can be rebuilt on the next launch.
///
/// It names itself as a link of the app's own deep links — the same typed routes a link from
/// outside opens — including what the user typed but did not save, so that a form comes back
/// with its draft. ``Navigator/restoration`` collects these links; the app's root coordinator
/// opens them again through ``Navigator/restore(_:open:)``.
@MainActor
public protocol RestorableContent: AnyObject {
  /// The link that rebuilds this screen as it is now, or `nil` when it cannot be rebuilt (it
  /// is then left out, with everything above it).
  var restorationLink: URL? { get }
}

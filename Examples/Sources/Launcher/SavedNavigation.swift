import CairnNavigation
import Foundation

/// Where the user was in one app, kept as `navigation.json` in the app's data folder: saved
/// when the app quits and rebuilt through the app's deep links when it starts again.
@MainActor
struct SavedNavigation {
  /// The file.
  let file: URL

  /// The saved navigation of the app whose data lives in `folder`.
  init(folder: URL) {
    file = folder.appendingPathComponent("navigation.json")
  }

  /// Rebuilds the saved navigation on `navigator` with the app's link handler.
  /// - Returns: a notice for the user when the file could not be read (the app starts as if
  ///   new) or a screen could not come back (it is left out); nil when all went well or
  ///   nothing was saved.
  func restore(
    into navigator: Navigator, open: (URL) async -> Result<Void, DeepLinkError>
  ) async -> String? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let restoration: NavigationRestoration
    do {
      restoration = try NavigationRestoration(json: try Data(contentsOf: file))
    } catch {
      return LauncherStrings.navigationUnreadable(error)
    }
    let failures = await navigator.restore(restoration, open: open)
    return failures.isEmpty ? nil : LauncherStrings.navigationPartlyRestored(failures)
  }

  /// Saves where the user is on `navigator`.
  /// - Returns: a notice for the user when the file could not be written.
  func save(_ navigator: Navigator) -> String? {
    do {
      try navigator.restoration.json.write(to: file, options: .atomic)
      return nil
    } catch {
      return LauncherStrings.navigationNotSaved(error)
    }
  }
}

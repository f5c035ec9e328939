import Foundation

/// Where the user was, as links the app's deep-link routes can open again: what an app saves
/// when it quits and hands to ``Navigator/restore(_:open:)`` on the next launch.
///
/// It holds, for each tab in order and then for each presented sheet, the link of the highest
/// screen that can be rebuilt (``RestorableContent``), and the selected tab. Dialogs are never
/// kept: they ask about a moment that has passed.
public struct NavigationRestoration: Codable, Hashable, Sendable {
  /// The format's version; a file of another version is not read.
  public static let currentVersion = 1

  /// The version this value was written with.
  public var version: Int
  /// The tab that was selected.
  public var selectedTab: String
  /// The links to open, in order: tabs first, then sheets from the bottom up.
  public var links: [URL]

  /// Creates a restoration of the current version.
  public init(selectedTab: TabID, links: [URL]) {
    version = Self.currentVersion
    self.selectedTab = selectedTab.rawValue
    self.links = links
  }

  /// The restoration stored as JSON in `data`.
  /// - Throws: ``NavigationRestorationError`` when the bytes are not a restoration of this
  ///   version.
  public init(json data: Data) throws(NavigationRestorationError) {
    let decoded: NavigationRestoration
    do {
      decoded = try JSONDecoder().decode(NavigationRestoration.self, from: data)
    } catch {
      throw .unreadable(String(describing: error))
    }
    guard decoded.version == Self.currentVersion else {
      throw .unsupportedVersion(decoded.version)
    }
    self = decoded
  }

  /// The restoration as JSON, keys sorted so that equal values give equal bytes.
  public var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }
}

/// Why saved navigation could not be read.
public enum NavigationRestorationError: Error, Hashable, Sendable {
  /// The bytes are not a restoration (damaged or foreign).
  case unreadable(String)
  /// The restoration was written by a version this one does not read.
  case unsupportedVersion(Int)
}

/// A saved link that could not be opened again: its screen was dropped with its flow.
public struct RestorationFailure: Hashable, Sendable {
  /// The link.
  public var link: URL
  /// Why it could not be opened (a todo deleted since, a route that no longer exists).
  public var error: DeepLinkError

  /// Creates a failure.
  public init(link: URL, error: DeepLinkError) {
    self.link = link
    self.error = error
  }
}

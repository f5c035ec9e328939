import CairnTerminal
import Foundation

/// The covers decoded for drawing, shared by the screens of one front end: each PNG is decoded
/// once into a `TerminalImage` (which also keeps its half-block cells per size) and kept by
/// URL, the least recently drawn dropped past ``capacity``.
@MainActor
final class CoverPictures {
  /// How many covers are kept: a few screens' worth (a library page is 12, a search 10).
  static let capacity = 64

  private var pictures: [String: (png: Data, picture: TerminalImage)] = [:]
  /// The URLs kept, the least recently drawn first.
  private var order: [String] = []

  /// The picture of the cover at `url` whose bytes are `png`, decoded on first use (and again
  /// if the bytes at that URL changed).
  func picture(at url: String, png: Data) -> TerminalImage {
    if let kept = pictures[url], kept.png == png {
      if order.last != url {
        order.removeAll { $0 == url }
        order.append(url)
      }
      return kept.picture
    }
    let picture = TerminalImage(png: png)
    if pictures.updateValue((png, picture), forKey: url) != nil {
      order.removeAll { $0 == url }
    }
    order.append(url)
    if order.count > Self.capacity {
      pictures[order.removeFirst()] = nil
    }
    return picture
  }

  /// The number of covers kept.
  var count: Int { pictures.count }
}

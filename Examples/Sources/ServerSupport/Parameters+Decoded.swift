import Foundation
import Hummingbird

extension Parameters {
  /// The path parameter `name` with its percent-escapes decoded (`HBDEF%5Ftop.png` is
  /// `HBDEF_top.png`), or nil when it is missing or its escapes are not valid UTF-8.
  ///
  /// Hummingbird matches routes on the path as sent and hands parameters over still encoded;
  /// every route of a Cairn server reads them through here.
  public func decoded(_ name: String) -> String? {
    get(name)?.removingPercentEncoding
  }
}

/// When and where a field was last written: a hybrid logical clock reading plus the writing
/// device's id. Stamps order every write to a field the same way on every device, which is what
/// makes concurrent edits resolve deterministically.
///
/// On the wire and in SQLite it is one string, `000001764000000000-00000-a1b2c3d4` (milliseconds,
/// counter, device), whose text order is the stamp order.
public struct Stamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Milliseconds since 1970, at least the physical clock and never behind a stamp seen before.
  public let millis: Int64
  /// Orders writes within the same millisecond.
  public let counter: Int
  /// The writing device: lowercase letters and digits.
  public let node: String

  /// The largest counter; the clock moves to the next millisecond after it.
  public static let maxCounter = 99_999

  /// Creates a stamp; `node` must be 1–32 lowercase letters or digits.
  public init?(millis: Int64, counter: Int, node: String) {
    guard (0...999_999_999_999_999_999).contains(millis), (0...Self.maxCounter).contains(counter),
      Self.isValidNode(node)
    else { return nil }
    self.millis = millis
    self.counter = counter
    self.node = node
  }

  /// Creates a stamp for a device, clamping `millis` and `counter` into range.
  public init(millis: Int64, counter: Int, device: DeviceID) {
    self.millis = min(max(millis, 0), 999_999_999_999_999_999)
    self.counter = min(max(counter, 0), Self.maxCounter)
    node = device.description
  }

  /// Parses the wire form.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 18, parts[1].count == 5,
      parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
      parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let millis = Int64(parts[0]), let counter = Int(parts[1])
    else { return nil }
    self.init(millis: millis, counter: counter, node: String(parts[2]))
  }

  /// The wire form.
  public var description: String {
    Self.pad(String(millis), to: 18) + "-" + Self.pad(String(counter), to: 5) + "-" + node
  }

  /// Orders by time, then counter, then device.
  public static func < (lhs: Stamp, rhs: Stamp) -> Bool {
    (lhs.millis, lhs.counter, lhs.node) < (rhs.millis, rhs.counter, rhs.node)
  }

  /// True for 1–32 lowercase ASCII letters or digits.
  public static func isValidNode(_ node: String) -> Bool {
    (1...32).contains(node.count)
      && node.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
  }

  private static func pad(_ text: String, to width: Int) -> String {
    String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

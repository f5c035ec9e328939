/// A device's id in ``Stamp``s: 1–32 lowercase ASCII letters or digits.
public struct DeviceID: Hashable, Sendable, CustomStringConvertible {
  /// The id's text.
  public let description: String

  /// Checks `text`; `nil` unless it is 1–32 lowercase letters or digits.
  public init?(_ text: String) {
    guard Stamp.isValidNode(text) else { return nil }
    description = text
  }

  /// A new random id of 12 characters.
  public static func random() -> DeviceID {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var text = ""
    for _ in 0..<12 {
      text.append(alphabet.randomElement() ?? "a")
    }
    return DeviceID(text) ?? DeviceID(validated: "device")
  }

  private init(validated text: String) {
    description = text
  }
}

import Foundation

/// `lastBuildDate` as Naver writes it: an RFC 1123 date in Korean time,
/// `Sat, 22 Nov 2026 10:00:00 +0900`.
enum BuildDate {
  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
    return calendar
  }()

  /// `date` written in that form.
  static func text(_ date: Date) -> String {
    let parts = calendar.dateComponents(
      [.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let number = value ?? 0
      return number < 10 ? "0\(number)" : "\(number)"
    }
    let day = days[((parts.weekday ?? 1) - 1) % 7]
    let month = months[((parts.month ?? 1) - 1) % 12]
    return "\(day), \(two(parts.day)) \(month) \(parts.year ?? 1970) "
      + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) +0900"
  }
}

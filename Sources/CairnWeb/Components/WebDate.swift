import Foundation

/// Days as `<input type=date>` reads and writes them: `yyyy-MM-dd` in a calendar.
public enum WebDate {
  /// `date`'s day in `calendar`, as `2026-11-28`.
  public static func string(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(
      format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
  }

  /// The moment of day `text` (`yyyy-MM-dd`) at the time of day of `time`, in `calendar`; nil
  /// when `text` is not such a day.
  public static func date(_ text: String, keepingTimeOf time: Date, in calendar: Calendar) -> Date?
  {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
      return nil
    }
    var components = calendar.dateComponents([.hour, .minute, .second], from: time)
    components.year = parts[0]
    components.month = parts[1]
    components.day = parts[2]
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == parts[2]
    else { return nil }
    return date
  }
}

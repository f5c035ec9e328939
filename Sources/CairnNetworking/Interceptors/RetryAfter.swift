import Foundation

/// Reads a `Retry-After` header: delta-seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`, also the obsolete RFC 850 and asctime forms).
public enum RetryAfter {
  /// How long to wait according to `value`, as of `now`; a date in the past gives zero, and an
  /// unreadable value `nil`.
  public static func delay(from value: String, now: Date) -> Duration? {
    let value = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int64(value) {
      return seconds >= 0 ? .seconds(seconds) : nil
    }
    guard let date = date(from: value) else { return nil }
    let interval = max(date.timeIntervalSince(now), 0)
    return .milliseconds(Int64((interval * 1000).rounded(.up)))
  }

  /// Parses an HTTP date in any of the three forms HTTP/1.1 allows.
  static func date(from value: String) -> Date? {
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz",  // IMF-fixdate
      "EEEE, dd-MMM-yy HH:mm:ss zzz",  // RFC 850
      "EEE MMM d HH:mm:ss yyyy",  // asctime
    ]
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: value) { return date }
    }
    return nil
  }
}

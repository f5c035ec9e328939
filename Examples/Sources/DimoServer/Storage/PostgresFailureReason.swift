import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Turns a failure to connect to PostgreSQL into its cause in plain words: PostgreSQL's own
/// message when the server answered (`password authentication failed for user "x"`, `database
/// "x" does not exist`), else the system's ("connection refused"), else "timed out after N s".
/// Never the password: PostgresNIO's errors do not hold it, and nothing here adds it.
enum PostgresFailureReason {
  /// The cause of `error`, which happened while connecting with `timeout`.
  static func describe(_ error: any Error, timeout: Duration) -> String {
    switch error {
    case let error as PSQLError:
      if let message = error.serverInfo?[.message] { return message }
      if let underlying = error.underlying { return describe(underlying, timeout: timeout) }
      if error.code == .serverClosedConnection { return "the server closed the connection" }
      if error.code == .sslUnsupported { return "the server does not offer TLS (sslmode)" }
      return "\(error.code)"
    case let error as NIOConnectionError:
      if let failure = error.connectionErrors.first {
        return describe(failure.error, timeout: timeout)
      }
      if error.dnsAError != nil || error.dnsAAAAError != nil {
        return "cannot resolve the host name \(error.host)"
      }
      return "cannot connect to \(error.host):\(error.port)"
    case let error as IOError:
      return plain(String(cString: strerror(error.errnoCode)))
    case ChannelError.connectTimeout:
      return "timed out after \(seconds(timeout)) s"
    case let error as NIOSSLError:
      return "TLS failed (\(error))"
    default:
      return String(describing: error)
    }
  }

  /// `Connection refused` as `connection refused`.
  private static func plain(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }

  /// Whole seconds, or with one decimal when not whole.
  private static func seconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds)
      + Double(duration.components.attoseconds) / 1e18
    return value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
  }
}

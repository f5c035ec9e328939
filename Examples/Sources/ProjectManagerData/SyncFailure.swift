import CairnNetworking
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// Why a sync pass stopped, in one sentence for the status line and `cairn-apps pm status`.
enum SyncFailure: Error, CustomStringConvertible {
  /// The server cannot be reached or did not answer in time; the engine retries.
  case unreachable(NetworkError)
  /// The server did not accept this device's board token (401, its sentence).
  case unauthorized(message: String)
  /// The server answered with an error status (its `RespondError` sentence when it sent one).
  case rejected(status: Int, message: String)
  /// The answer was not the JSON the API promises.
  case garbage(String)
  /// The local database failed.
  case storage(WorkStoreError)
  /// Anything else.
  case other(String)

  /// Classifies any error a pass can throw.
  init(_ error: any Error) {
    switch error {
    case let failure as SyncFailure:
      self = failure
    case let error as WorkStoreError:
      self = .storage(error)
    case let error as NetworkError:
      switch error {
      case .offline, .timeout, .transport:
        self = .unreachable(error)
      case .http(let status, let body):
        let message =
          (try? JSONDecoder().decode(RespondError.self, from: body).error)
          ?? "HTTP \(status)"
        self =
          if status == 401 {
            .unauthorized(message: message)
          } else if (500...599).contains(status) || status == 408 || status == 429 {
            .unreachable(error)
          } else {
            .rejected(status: status, message: message)
          }
      case .decoding(let path, let description):
        self = .garbage(path.isEmpty ? description : "\(path): \(description)")
      case .cancelled, .invalidRequest, .missingCredential, .excessiveRefresh:
        self = .other(error.description)
      }
    default:
      self = .other("\(error)")
    }
  }

  /// The problem as the domain names it, for the board's status line (the strings of the app
  /// say it in Korean).
  var problem: SyncProblem {
    switch self {
    case .unreachable(let error): .other(error.description)
    case .unauthorized(let message): .unauthorized(message: message)
    case .rejected(let status, let message): .refused(status: status, message: message)
    case .garbage(let detail): .invalidAnswer(detail: detail)
    case .storage(let error): .storage(error)
    case .other(let text): .other(text)
    }
  }

  /// Why the server counts as offline, when this failure means it is.
  var offlineReason: OfflineReason? {
    guard case .unreachable(let error) = self else { return nil }
    return switch error {
    case .timeout: .noAnswer
    case .http(let status, _): .unavailable(status: status)
    default: .unreachable
    }
  }

  /// The kind kept beside the sentence, for `cairn-apps pm status --json`.
  var kind: SyncErrorKind {
    switch self {
    case .unreachable: .offline
    case .unauthorized: .unauthorized
    case .rejected: .refused
    case .garbage: .invalidAnswer
    case .storage: .storage
    case .other: .other
    }
  }

  /// True when waiting and trying again may help.
  var isTransient: Bool { offlineReason != nil }

  /// One sentence.
  var description: String {
    switch self {
    case .unreachable(let error):
      switch error {
      case .timeout: "The server did not answer in time."
      case .http(let status, _): "The server is unavailable (HTTP \(status))."
      default: "The server cannot be reached."
      }
    case .unauthorized(let message): SyncProblem.unauthorized(message: message).description
    case .rejected(let status, let message): "The server refused the sync (\(status)): \(message)"
    case .garbage(let detail): "The server sent an answer that is not valid sync data (\(detail))."
    case .storage(let error): error.description
    case .other(let text): "Sync failed: \(text)"
    }
  }
}

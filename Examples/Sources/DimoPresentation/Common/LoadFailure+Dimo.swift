import CairnPresentation
import DimoDomain

extension LoadFailure {
  /// The failure a section shows for `error`: its sentence, and a retry when one may help.
  static func dimo(_ error: DimoFailure) -> LoadFailure {
    LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable)
  }
}

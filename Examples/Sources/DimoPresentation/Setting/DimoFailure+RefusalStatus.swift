import DimoDomain

extension DimoFailure {
  /// The HTTP status of a refusal (403, 409, 422…), else nil.
  var refusalStatus: Int? {
    if case .refused(let status, _) = self { return status }
    return nil
  }
}

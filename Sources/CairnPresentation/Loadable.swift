/// Why a section failed to load, in words for the user, and whether retrying may help.
public struct LoadFailure: Hashable, Sendable, Error {
  /// What happened and what to do, for the user.
  public var message: String
  /// True when the screen should offer a retry (`r` in the terminal).
  public var isRetryable: Bool

  /// Creates a failure.
  public init(message: String, isRetryable: Bool = true) {
    self.message = message
    self.isRetryable = isRetryable
  }
}

/// The state of one section of a screen: every seed app shows loading, empty and failed states
/// per section (see `Docs/ViewModels.md`).
public enum Loadable<Value> {
  /// Not there yet; front ends show a spinner.
  case loading
  /// Loaded, with something to show.
  case loaded(Value)
  /// Loaded, with nothing to show; the message says so ("Nothing to do right now 😅").
  case empty(String)
  /// Could not be loaded.
  case failed(LoadFailure)

  /// The loaded value, if any.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// True while loading.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The failure, if loading failed.
  public var failure: LoadFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// The same state with the loaded value transformed.
  public func map<T>(_ transform: (Value) -> T) -> Loadable<T> {
    switch self {
    case .loading: .loading
    case .loaded(let value): .loaded(transform(value))
    case .empty(let message): .empty(message)
    case .failed(let failure): .failed(failure)
    }
  }
}

extension Loadable where Value: Collection {
  /// `.loaded(items)`, or `.empty(emptyMessage)` when there are none.
  public static func items(_ items: Value, emptyMessage: String) -> Loadable<Value> {
    items.isEmpty ? .empty(emptyMessage) : .loaded(items)
  }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}
extension Loadable: Sendable where Value: Sendable {}

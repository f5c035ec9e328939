import Testing

/// Tracks objects weakly and expects them to be gone: the leak check for coordinators, view
/// models and anything their tasks capture.
///
///     let leaks = LeakTracker()
///     leaks.track(coordinator)
///     leaks.track(viewModel)
///     // ... finish the flow, drop local references ...
///     leaks.expectAllReleased()
@MainActor
public final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let label: String
    let sourceLocation: SourceLocation
  }

  private var entries: [Entry] = []

  /// Creates an empty tracker.
  public init() {}

  /// Tracks `object` without keeping it alive.
  public func track(
    _ object: AnyObject?, as label: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let object else { return }
    let name = label ?? String(describing: type(of: object))
    entries.append(Entry(object: object, label: name, sourceLocation: sourceLocation))
  }

  /// The labels of tracked objects that are still alive.
  public var aliveLabels: [String] {
    entries.filter { $0.object != nil }.map(\.label)
  }

  /// Records one issue per tracked object that is still alive.
  public func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    for entry in entries where entry.object != nil {
      Issue.record(
        "\(entry.label) was not released (tracked at \(entry.sourceLocation))",
        sourceLocation: sourceLocation)
    }
  }
}

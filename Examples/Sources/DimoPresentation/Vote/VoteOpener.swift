import CairnPresentation
import DimoDomain

/// Opens a listed character in the vote flow — one flow at a time, so a double tap starts one —
/// and hands the vote cast to the list, which shows it without loading again.
@MainActor
final class VoteOpener {
  private var isOpen = false

  /// Runs the vote flow for `candidate` through `coordinator` in a task of `bag`; `apply` gets
  /// the vote when one was cast.
  func open(
    _ candidate: VoteCandidate, with coordinator: (any VoteStarting)?, in bag: TaskBag,
    apply: @escaping @MainActor (CastVote) -> Void
  ) {
    guard let coordinator, !isOpen else { return }
    isOpen = true
    bag.run { [weak self] in
      let vote = await coordinator.vote(for: candidate)
      self?.isOpen = false
      if let vote { apply(vote) }
    }
  }
}

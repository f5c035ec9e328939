// snippet: viewmodel-protocol
/// A view model turns what the user did (``Input``) into what to show (``Output``), and knows
/// nothing of any UI, as the Project Manager's and Onban's originals asked (`Docs/Origins.md`).
///
/// `transform(_:)` is called once by the screen that binds to the view model. Inputs are
/// ``Signal``s the screen feeds; outputs are ``Driver``s (state, replayed to new observers) and
/// ``Signal``s (one-shot events). Work the view model starts belongs to its ``TaskBag`` and is
/// cancelled when the view model is released.
@MainActor
public protocol ViewModel: AnyObject {
  /// What the user did: a struct of ``Signal``s.
  associatedtype Input
  /// What to show: a struct of ``Driver``s and ``Signal``s.
  associatedtype Output

  /// Subscribes to `input` and returns the outputs to bind.
  func transform(_ input: Input) -> Output
}
// end-snippet

import CairnPresentation

/// A minimal view model: every number the screen sends comes out doubled as state.
@MainActor
final class DoublingViewModel: ViewModel {
  /// How an input reaches the output.
  enum Delivery {
    /// In the input's own call, synchronously.
    case immediate
    /// In a task owned by the view model's ``TaskBag``, as work that awaits something would.
    case ownedTask
  }

  /// What the screen sends.
  struct Input {
    /// A number typed by the user.
    let number: Signal<Int>
  }

  /// What the screen shows.
  struct Output {
    /// The last number, doubled.
    let doubled: Driver<Int>
  }

  private let delivery: Delivery
  private let bag = TaskBag()
  private let doubled = BehaviorRelay(0)

  /// Creates a view model that delivers outputs as `delivery` says.
  init(delivery: Delivery) {
    self.delivery = delivery
  }

  func transform(_ input: Input) -> Output {
    input.number.observe { [weak self] number in
      guard let self else { return }
      switch delivery {
      case .immediate:
        doubled.accept(number * 2)
      case .ownedTask:
        bag.run { [weak self] in self?.doubled.accept(number * 2) }
      }
    }.store(in: bag)
    return Output(doubled: doubled.driver)
  }
}

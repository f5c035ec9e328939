import CairnPresentation
import DimoDomain

/// What the report screen asks of its coordinator.
@MainActor
public protocol ReportCoordinating: AnyObject {
  /// The report was sent.
  func reportWasSent()
}

/// Reporting a review's author: exactly one of seven reasons; with 기타, a free text of at most
/// 100 characters, which is what is sent; otherwise the reason's label is sent.
@MainActor
public final class ReportViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A reason was chosen.
    public var reasonSelected: Signal<ReportReason>
    /// The free text, on every change.
    public var text: Signal<String>
    /// 신고하기.
    public var submitTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      reasonSelected: Signal<ReportReason> = .never, text: Signal<String> = .never,
      submitTapped: Signal<Void> = .never
    ) {
      self.reasonSelected = reasonSelected
      self.text = text
      self.submitTapped = submitTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The seven reasons, in order.
    public var reasons: [ReportReason]
    /// The chosen reason.
    public var selected: Driver<ReportReason?>
    /// True when 신고하기 can be pressed.
    public var isSubmitEnabled: Driver<Bool>
    /// One-shot messages (a refusal).
    public var message: Signal<String>
  }

  /// The most characters of the free text.
  public static let textLimit = DimoRules.reportReasonLength.upperBound

  /// The coordinator.
  public weak var coordinator: (any ReportCoordinating)?
  /// The reported review.
  public let reviewID: Int

  private let reviews: any ReviewRepository
  private let selected = BehaviorRelay<ReportReason?>(nil)
  private let text = BehaviorRelay("")
  private let isSubmitEnabled = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()
  private var isSending = false

  /// Creates the report of one review.
  public init(reviewID: Int, dependencies: DimoHomeDependencies) {
    self.reviewID = reviewID
    reviews = dependencies.reviews
  }

  /// What is sent for the choice: the label, or with 기타 the free text cut to 100 characters.
  public static func reason(_ reason: ReportReason, text: String) -> String {
    guard reason == .other else { return DimoStrings.reportReason(reason) }
    return String(DimoRules.trimmed(text).unicodeScalars.prefix(textLimit).map(Character.init))
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.reasonSelected.observe { [weak self] in
      self?.selected.accept($0)
      self?.updateSubmit()
    }.store(in: bag)
    input.text.observe { [weak self] in
      self?.text.accept($0)
      self?.updateSubmit()
    }.store(in: bag)
    input.submitTapped.observe { [weak self] in self?.submit() }.store(in: bag)
    return Output(
      reasons: ReportReason.allCases, selected: selected.driver,
      isSubmitEnabled: isSubmitEnabled.driver, message: message.signal)
  }

  private func updateSubmit() {
    isSubmitEnabled.acceptIfChanged(Self.sendable(selected.value, text.value) != nil)
  }

  private static func sendable(_ reason: ReportReason?, _ text: String) -> String? {
    guard let reason else { return nil }
    return try? DimoRules.validatedReportReason(Self.reason(reason, text: text))
  }

  private func submit() {
    guard !isSending, let reason = Self.sendable(selected.value, text.value) else { return }
    isSending = true
    let (reviews, reviewID) = (self.reviews, self.reviewID)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await reviews.report(reviewID: reviewID, reason: reason)
        self?.coordinator?.reportWasSent()
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
      self?.isSending = false
    }
  }
}

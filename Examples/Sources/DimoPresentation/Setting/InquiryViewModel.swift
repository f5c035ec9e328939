import CairnPresentation
import DimoDomain

/// 1:1 문의 (the original's opened the privacy policy): a category, the text (5 to 1000
/// characters, the rule of `DimoRules`), "문의하기", which the server stores ("문의를 보냈어요"),
/// and below, the caller's inquiries sent so far.
@MainActor
public final class InquiryViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared (and "다시 시도" of the list).
    public var viewDidLoad: Signal<Void>
    /// A category was chosen.
    public var categorySelected: Signal<InquiryCategory>
    /// The text, on every change.
    public var text: Signal<String>
    /// "문의하기".
    public var sendTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, categorySelected: Signal<InquiryCategory> = .never,
      text: Signal<String> = .never, sendTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.categorySelected = categorySelected
      self.text = text
      self.sendTapped = sendTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The categories, in order.
    public var categories: [InquiryCategory]
    /// The form and the sent inquiries.
    public var state: Driver<InquiryState>
    /// One-line messages ("문의를 보냈어요", failures).
    public var toast: Signal<String>
  }

  private let settings: any SettingsRepository
  private let state = BehaviorRelay(InquiryState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.loadSent() }.store(in: bag)
    input.categorySelected.observe { [weak self] value in self?.update { $0.category = value } }
      .store(in: bag)
    input.text.observe { [weak self] text in
      let limit = DimoRules.inquiryLength.upperBound
      self?.update { $0.text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) }
    }.store(in: bag)
    input.sendTapped.observe { [weak self] in self?.send() }.store(in: bag)
    return Output(categories: InquiryCategory.allCases, state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout InquiryState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func loadSent() {
    let settings = self.settings
    bag.run { [weak self] in
      let sent: Loadable<[Inquiry]>
      do throws(DimoFailure) {
        sent = .items(try await settings.fetchInquiries(), emptyMessage: DimoStrings.noInquiries)
      } catch {
        guard error != .cancelled else { return }
        sent = .failed(.dimo(error))
      }
      self?.update { $0.sent = sent }
    }
  }

  private func send() {
    let value = state.value
    guard value.isSendEnabled, let category = value.category,
      let text = try? DimoRules.validatedInquiry(value.text)
    else { return }
    update { $0.isSending = true }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await settings.sendInquiry(category: category, text: text)
        self?.update {
          $0.isSending = false
          $0.text = ""
        }
        self?.toast.send(DimoStrings.inquirySent)
        self?.loadSent()
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.message(for: error))
      }
    }
  }
}

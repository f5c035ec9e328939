import CairnPresentation
import DimoDomain

/// Edit profile ("프로필 수정"): "자기소개" (checked against ``DimoRules/introLength`` as it is
/// typed) and a picture chosen by typing its file's path — read and checked at once (PNG or
/// JPEG, at most ``DimoRules/maxProfileImageBytes``), its size and pixel size shown — then
/// "확인" sends both as one multipart form and pops.
@MainActor
public final class EditProfileViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The introduction's text.
    public var intro: Signal<String>
    /// The picture path's text.
    public var picturePath: Signal<String>
    /// Enter in the path: reads the file now.
    public var pictureSubmitted: Signal<Void>
    /// "확인".
    public var confirmTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      intro: Signal<String> = .never, picturePath: Signal<String> = .never,
      pictureSubmitted: Signal<Void> = .never, confirmTapped: Signal<Void> = .never
    ) {
      self.intro = intro
      self.picturePath = picturePath
      self.pictureSubmitted = pictureSubmitted
      self.confirmTapped = confirmTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The introduction the field starts with.
    public var initialIntro: String
    /// Counts, the picture, problems, sending.
    public var state: Driver<EditProfileState>
  }

  /// The flow that pops the screen.
  public weak var coordinator: (any EditProfileCoordinating)?

  private let profiles: any MomentumRepository
  private let initialIntro: String
  private var intro: String
  private var path = ""
  private var pathRead: String?
  private let state = BehaviorRelay(EditProfileState())
  private let bag = TaskBag()

  /// Creates the form for `profile`.
  public init(profile: UserProfile, dependencies: DimoMomentumDependencies) {
    profiles = dependencies.profiles
    initialIntro = profile.intro ?? ""
    intro = initialIntro
    checkIntro()
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.intro.observe { [weak self] in
      self?.intro = $0
      self?.checkIntro()
    }.store(in: bag)
    input.picturePath.observe { [weak self] in self?.path = $0 }.store(in: bag)
    input.pictureSubmitted.observe { [weak self] in _ = self?.readPicture() }.store(in: bag)
    input.confirmTapped.observe { [weak self] in self?.confirm() }.store(in: bag)
    return Output(initialIntro: initialIntro, state: state.driver)
  }

  private func checkIntro() {
    var next = state.value
    next.introCount = DimoRules.length(of: intro)
    next.isIntroValid = (try? DimoRules.validatedIntro(intro)) != nil
    state.acceptIfChanged(next)
  }

  /// Reads the typed path (when it changed since the last read); false when it gives no
  /// picture.
  private func readPicture() -> Bool {
    var next = state.value
    defer { state.acceptIfChanged(next) }
    guard path != pathRead else { return next.pictureProblem == nil }
    pathRead = path
    next.message = nil
    do {
      next.picture = try PictureFile.read(path)
      next.pictureProblem = nil
      return true
    } catch {
      next.picture = nil
      next.pictureProblem = DimoStrings.pictureProblem(error)
      return false
    }
  }

  private func confirm() {
    guard !state.value.isSending else { return }
    // An intro past the limit says why nothing was saved, under the field.
    let checkedIntro: String
    do throws(DimoRuleViolation) {
      checkedIntro = try DimoRules.validatedIntro(intro)
    } catch {
      state.value.message = DimoStrings.ruleMessage(error, otherwise: DimoStrings.introRule)
      return
    }
    let hasPath = !path.trimmingCharacters(in: .whitespaces).isEmpty
    if hasPath, !readPicture() { return }
    let edit = ProfileEdit(intro: checkedIntro, image: hasPath ? state.value.picture : nil)
    state.value.isSending = true
    state.value.message = nil
    let profiles = self.profiles
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let change = try await profiles.modifyProfile(edit)
        self?.state.value.isSending = false
        self?.coordinator?.profileWasSaved(change)
      } catch {
        guard error != .cancelled else { return }
        self?.state.value.isSending = false
        self?.state.value.message = DimoStrings.message(for: error)
      }
    }
  }
}

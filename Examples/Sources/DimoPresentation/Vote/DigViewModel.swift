import CairnPresentation
import DimoDomain

/// Dig: the character's name and work, the four pairs (외향형 E / 내향형 I, 직관형 N / 감각형 S,
/// 사고형 T / 감정형 F, 판단형 J / 인식형 P), and "다음" once four letters are chosen, which casts
/// the vote — or, for 다시 투표하기, changes the caller's vote (`vote/revote`, which the
/// original never called), starting from the caller's letters.
///
/// Opened with only an id (a link), it loads the character first; a character the caller voted
/// on already goes to its result, as does a vote the server refuses as a duplicate.
@MainActor
public final class DigViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r` after a failed load.
    public var retry: Signal<Void>
    /// A letter was chosen.
    public var letterChosen: Signal<Character>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      letterChosen: Signal<Character> = .never, nextTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.letterChosen = letterChosen
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The character (name and work), or where it stands.
    public var character: Driver<Loadable<CharacterSummary>>
    /// The letters and the button.
    public var state: Driver<DigState>
    /// One-shot messages (a refused vote).
    public var message: Signal<String>
  }

  /// The vote flow.
  public weak var coordinator: (any DigCoordinating)?
  /// The character's id.
  public let characterID: Int
  /// True for 다시 투표하기.
  public let isRevote: Bool

  private let votes: any VoteRepository
  private let reviews: any ReviewRepository
  private let character: BehaviorRelay<Loadable<CharacterSummary>>
  private let state = BehaviorRelay(DigState())
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates Dig for a character, known or to be loaded.
  public init(
    characterID: Int, character: CharacterSummary?, isRevote: Bool,
    dependencies: DimoHomeDependencies
  ) {
    self.characterID = characterID
    self.isRevote = isRevote
    self.character = BehaviorRelay(character.map { Loadable.loaded($0) } ?? .loading)
    votes = dependencies.votes
    reviews = dependencies.reviews
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in self?.load() }
      .store(in: bag)
    input.letterChosen.observe { [weak self] letter in
      guard let self, !state.value.isSending,
        let axis = MBTIAxis.allCases.first(where: { $0.contains(letter) })
      else { return }
      state.value.letters[axis] = letter
    }.store(in: bag)
    input.nextTapped.observe { [weak self] in self?.next() }.store(in: bag)
    return Output(character: character.driver, state: state.driver, message: message.signal)
  }

  /// Loads what is not known yet: the character (and whether it was voted on), and for a
  /// revote the caller's letters.
  private func load() {
    let (reviews, votes, id, isRevote) = (self.reviews, self.votes, characterID, self.isRevote)
    if character.value.value == nil {
      character.accept(.loading)
      bag.run { [weak self] in
        do throws(DimoFailure) {
          let analysis = try await reviews.fetchAnalysis(characterID: id)
          guard let self else { return }
          character.accept(.loaded(analysis.character))
          if analysis.hasVoted, !isRevote { coordinator?.showResult(of: analysis.character) }
        } catch {
          guard error != .cancelled else { return }
          self?.character.accept(.failed(.dimo(error)))
        }
      }
    }
    guard isRevote, state.value.letters.isEmpty else { return }
    bag.run { [weak self] in
      do throws(DimoFailure) {
        guard let mine = try await votes.fetchMyVote(characterID: id), let self,
          state.value.letters.isEmpty
        else { return }
        state.value.letters = Dictionary(
          uniqueKeysWithValues: MBTIAxis.allCases.map { ($0, mine.letter(on: $0)) })
      } catch {
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
  }

  private func next() {
    guard state.value.isNextEnabled, let mbti = state.value.mbti,
      let character = character.value.value
    else { return }
    state.value.isSending = true
    let (votes, isRevote) = (self.votes, self.isRevote)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let vote = try await votes.vote(
          mbti, characterID: character.id, contentID: character.contentID, isRevote: isRevote)
        self?.state.value.isSending = false
        self?.coordinator?.voteWasCast(vote, for: character)
      } catch {
        guard let self else { return }
        state.value.isSending = false
        switch error {
        case .cancelled: return
        case .refused(409, _) where !isRevote: coordinator?.showResult(of: character)
        default: message.send(DimoStrings.message(for: error))
        }
      }
    }
  }
}

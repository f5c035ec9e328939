import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The review detail: the review, then its comments (j/k select, Enter likes, `d` deletes
/// one's own, `p` opens the commenter's profile), `a` the author's profile, `f` the spoiler
/// filter, `l` 좋아요, `m` 더보기; Tab moves to the comment input, where Enter sends and Ctrl-T
/// toggles 스포.
///
/// A review longer than the screen leaves room for the comments: the review part scrolls with
/// PgUp/PgDn, and ▲/▼ say there is more above or below.
@MainActor
final class ReviewDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let refresh = PublishRelay<Void>()
  private let like = PublishRelay<Void>()
  private let more = PublishRelay<Void>()
  private let filter = PublishRelay<Bool>()
  private let commentText = PublishRelay<String>()
  private let commentSpoiler = PublishRelay<Bool>()
  private let submit = PublishRelay<Void>()
  private let commentLike = PublishRelay<Int>()
  private let commentMore = PublishRelay<Int>()
  private let commenter = PublishRelay<Int>()
  private let author = PublishRelay<Void>()
  private let output: ReviewDetailViewModel.Output
  private let viewModel: ReviewDetailViewModel
  private var comments = SectionedList<ReviewComment>(rowHeight: 1, sectionSpacing: 0)
  private var input = TextField(placeholder: DimoStrings.commentPlaceholder)
  private var isSpoiler = false
  private var isInputFocused = false
  /// The first line of the review part on screen.
  private var reviewScroll = 0
  /// How many lines of the review part were on screen at the last draw.
  private var reviewPage = 1
  private var subscriptions: [Subscription] = []

  static let inputHeight = 3

  init(viewModel: ReviewDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, likeTapped: like.signal,
        moreTapped: more.signal, hidesSpoilerComments: filter.signal,
        commentText: commentText.signal, commentIsSpoiler: commentSpoiler.signal,
        commentSubmitted: submit.signal, commentLikeTapped: commentLike.signal,
        commentMoreTapped: commentMore.signal, commenterSelected: commenter.signal,
        authorSelected: author.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.review.changes.observe(redraw))
    subscriptions.append(output.comments.changes.observe(redraw))
    subscriptions.append(output.hidesSpoilerComments.changes.observe(redraw))
    subscriptions.append(output.isCommentSendable.changes.observe(redraw))
    subscriptions.append(
      output.commentSent.observe { [weak self, weak context] in
        self?.input.text = ""
        self?.isSpoiler = false
        context?.setNeedsDisplay()
      })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("l", DimoStrings.likeReview), KeyHint("m", DimoHomeKeys.more),
      KeyHint("a", DimoMomentumKeys.author), KeyHint("f", DimoHomeKeys.filter),
      KeyHint("j/k", DimoHomeKeys.focus), KeyHint("Enter", DimoHomeKeys.likeComment),
      KeyHint("d", DimoHomeKeys.commentMore), KeyHint("p", DimoHomeKeys.commenter),
      KeyHint("PgDn", DimoHomeKeys.scroll), KeyHint("Tab", DimoStrings.writeComment),
      KeyHint("^T", DimoHomeKeys.spoiler), KeyHint("r", DimoHomeKeys.refresh),
    ]
  }

  var isBusy: Bool { output.review.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let (main, inputArea) = rect.splitBottom(Self.inputHeight)
    var lines: [ScrollLine]
    switch output.review.value {
    case .loaded(let detail):
      lines = ReviewDetailLines.lines(of: detail, width: main.width - 4)
    case .failed(let failure):
      lines = [.plain(failure.message, .danger)]
    case .loading, .empty:
      lines = [.plain("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    }
    lines.append(.plain(""))
    let top = Rect(
      row: main.row, col: main.col, width: main.width,
      height: reviewHeight(lines: lines.count, in: main.height - 1))
    reviewPage = max(1, top.height)
    ScrollLines.draw(
      lines, scroll: &reviewScroll, into: &buffer, in: top, pictures: [:],
      drawer: DimoPictures(), context: context)
    drawScrollMarks(lines: lines.count, into: &buffer, in: top)
    // The spoiler filter stays above the comments, however the review scrolled.
    let filter = output.hidesSpoilerComments.value ? "[x]" : "[ ]"
    buffer.write(
      "\(filter) \(DimoStrings.hideSpoilerComments) (f)", at: top.bottom, col: main.col + 2,
      style: .secondary, maxWidth: main.width - 4)
    let me = output.myUserID.value
    comments.setSections([
      output.comments.value.section(title: DimoStrings.writeComment, context: context) { $0 }
    ])
    comments.draw(
      into: &buffer, in: main.inset(top: top.height + 2, left: 1, right: 1),
      isFocused: !isInputFocused
    ) { buffer, comment, rowRect, _ in
      buffer.write(
        "  " + ReviewDetailLines.line(of: comment, isMine: comment.authorID == me), in: rowRect)
    }
    let box = Rect(
      row: inputArea.row, col: inputArea.col + 1, width: inputArea.width - 2, height: 3)
    Box(title: "\(isSpoiler ? "[x]" : "[ ]") \(DimoStrings.commentSpoiler)").draw(
      into: &buffer, in: box)
    input.draw(into: &buffer, in: Box.contentRect(of: box), isFocused: isInputFocused)
  }

  /// The review part's height: all of it when it fits beside the comments, else what leaves
  /// the comments a third of `height` (at least their title and one row).
  private func reviewHeight(lines: Int, in height: Int) -> Int {
    let comments = output.comments.value.value?.count ?? 1
    let commentRows = min(max(height / 3, 2), comments + 1)
    return max(1, min(lines, height - 1 - commentRows))
  }

  /// ▲ on the first line when the review part scrolled, ▼ on the last when more is below.
  private func drawScrollMarks(lines: Int, into buffer: inout ScreenBuffer, in rect: Rect) {
    guard rect.height > 0, rect.width > 2 else { return }
    let col = rect.col + rect.width - 2
    if reviewScroll > 0 {
      buffer.write("▲", at: rect.row, col: col, style: .accent, maxWidth: 1)
    }
    if reviewScroll + rect.height < lines {
      buffer.write("▼", at: rect.bottom - 1, col: col, style: .accent, maxWidth: 1)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if isInputFocused { return handleInput(key, context: context) }
    switch key {
    case .pageDown: reviewScroll += max(1, reviewPage - 1)
    case .pageUp: reviewScroll = max(0, reviewScroll - max(1, reviewPage - 1))
    case .tab: isInputFocused = true
    case .char("l"): like.send()
    case .char("m"): more.send()
    case .char("f"): filter.send(!output.hidesSpoilerComments.value)
    case .char("r"): refresh.send()
    case .enter:
      guard let comment = comments.selectedRow else { return false }
      commentLike.send(comment.id)
    case .char("d"):
      guard let comment = comments.selectedRow else { return false }
      commentMore.send(comment.id)
    case .char("p"):
      guard let comment = comments.selectedRow else { return false }
      commenter.send(comment.id)
    case .char("a"): author.send()
    default:
      guard comments.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func handleInput(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .tab, .backTab, .escape: isInputFocused = false
    case .enter: submit.send()
    case .ctrl("t"):
      isSpoiler.toggle()
      commentSpoiler.send(isSpoiler)
    default:
      guard input.handle(key) else { return false }
      commentText.send(input.text)
    }
    context.setNeedsDisplay()
    return true
  }
}

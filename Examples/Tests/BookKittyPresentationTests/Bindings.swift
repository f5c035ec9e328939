import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import Foundation

/// NewQuestion's inputs and outputs.
@MainActor
final class NewQuestionBinding {
  let text = PublishRelay<String>()
  let submit = PublishRelay<Void>()
  let back = PublishRelay<Void>()
  let output: NewQuestionViewModel.Output
  private(set) var messages: [String] = []
  private var token: Subscription?

  init(_ viewModel: NewQuestionViewModel) {
    output = viewModel.transform(
      .init(text: text.signal, submitTapped: submit.signal, backTapped: back.signal))
    token = output.message.observe { [weak self] in self?.messages.append($0) }
  }
}

/// QuestionResult's inputs and outputs.
@MainActor
final class QuestionResultBinding {
  let viewDidLoad = PublishRelay<Void>()
  let select = PublishRelay<ISBN>()
  let done = PublishRelay<Void>()
  let output: QuestionResultViewModel.Output

  init(_ viewModel: QuestionResultViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, doneTapped: done.signal))
    viewDidLoad.send()
  }
}

/// BookDetail's inputs and outputs.
@MainActor
final class BookDetailBinding {
  let viewDidLoad = PublishRelay<Void>()
  let toggle = PublishRelay<Void>()
  let output: BookDetailViewModel.Output

  init(_ viewModel: BookDetailViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, toggleTapped: toggle.signal))
    viewDidLoad.send()
  }
}

/// The history's inputs and outputs.
@MainActor
final class HistoryBinding {
  let viewDidLoad = PublishRelay<Void>()
  let loadMore = PublishRelay<Void>()
  let select = PublishRelay<UUID>()
  let output: QuestionHistoryViewModel.Output

  init(_ viewModel: QuestionHistoryViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, loadMore: loadMore.signal, questionSelected: select.signal)
    )
    viewDidLoad.send()
  }
}

/// The library's inputs and outputs.
@MainActor
final class LibraryBinding {
  let viewDidLoad = PublishRelay<Void>()
  let loadMore = PublishRelay<Void>()
  let select = PublishRelay<ISBN>()
  let output: MyLibraryViewModel.Output

  init(_ viewModel: MyLibraryViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, loadMore: loadMore.signal, bookSelected: select.signal)
    )
    viewDidLoad.send()
  }
}

/// The search by title's inputs and outputs.
@MainActor
final class SearchBinding {
  let query = PublishRelay<String>()
  let submit = PublishRelay<Void>()
  let select = PublishRelay<ISBN>()
  let output: AddBookByTitleViewModel.Output

  init(_ viewModel: AddBookByTitleViewModel) {
    output = viewModel.transform(
      .init(query: query.signal, searchSubmitted: submit.signal, resultSelected: select.signal))
  }

  func search(_ text: String) {
    query.send(text)
    submit.send()
  }
}

/// A question detail's inputs and outputs.
@MainActor
final class QuestionDetailBinding {
  let viewDidLoad = PublishRelay<Void>()
  let select = PublishRelay<ISBN>()
  let delete = PublishRelay<Void>()
  let output: QuestionDetailViewModel.Output

  init(_ viewModel: QuestionDetailViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, deleteTapped: delete.signal))
    viewDidLoad.send()
  }
}

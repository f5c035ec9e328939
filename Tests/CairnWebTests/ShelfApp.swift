import CairnNavigation
import CairnWeb
import Foundation

/// A small app for the session's tests: a shelf of books (a list), a book's page pushed over
/// it, a form sheet, a confirmation dialog, and deep links `cairn://shelf`,
/// `cairn://shelf/<n>` and `cairn://shelf/new`. Every title may hold anything a user types.
@MainActor
final class ShelfApp: WebApp {
  var books: [String]
  let title = "Shelf"
  let linkHost = "shelf"
  let strings = WebStrings.english
  private(set) var startedRuns = 0

  init(books: [String] = ["Dune", "Emma", "Ulysses"]) {
    self.books = books
  }

  var views: ScreenRegistry<any WebContext, any WebScreen> {
    var views = ScreenRegistry<any WebContext, any WebScreen>()
    views.register(ShelfModel.self) { model, _, context in
      ShelfScreen(model: model, context: context)
    }
    views.register(BookModel.self) { model, _, _ in BookScreen(model: model) }
    views.register(NewBookModel.self) { model, _, _ in NewBookScreen(model: model) }
    return views
  }

  func start() -> WebAppRun {
    startedRuns += 1
    let navigator = Navigator()
    let coordinator = ShelfCoordinator(router: navigator.router(), app: self)
    navigator.start(coordinator)
    return WebAppRun(
      navigator: navigator,
      open: { [weak coordinator] link in
        coordinator?.open(link) ?? .failure(.unhandled(link.absoluteString))
      }, stop: { coordinator.cancel() })
  }
}

@MainActor
final class ShelfCoordinator: Coordinator {
  let app: ShelfApp
  private(set) var shelf: ShelfModel?

  init(router: Router, app: ShelfApp) {
    self.app = app
    super.init(router: router)
  }

  override func start() {
    let shelf = ShelfModel(app: app)
    shelf.onOpen = { [weak self] index in self?.showBook(index) }
    shelf.onAdd = { [weak self] in self?.showNewBook() }
    shelf.onDelete = { [weak self] index in self?.confirmDelete(index) }
    self.shelf = shelf
    router.push(shelf, title: "Shelf")
  }

  func showBook(_ index: Int) {
    guard app.books.indices.contains(index) else { return }
    router.push(BookModel(index: index, title: app.books[index]), title: app.books[index])
  }

  func showNewBook() {
    let model = NewBookModel()
    let sheet = router.presentSheet(ScreenContent(model, title: "New book"))
    model.onSave = { [weak self] title in
      self?.app.books.append(title)
      self?.shelf?.changed()
      _ = sheet.dismiss()
    }
  }

  func confirmDelete(_ index: Int) {
    task { [weak self] in
      guard let self else { return }
      let chosen = await router.presentDialog(
        .alert, title: "Delete \(app.books[index])?",
        actions: [
          DialogAction("Cancel", role: .cancel, value: -1),
          DialogAction("Delete", role: .destructive, value: index),
        ])
      guard let chosen, app.books.indices.contains(chosen) else { return }
      app.books.remove(at: chosen)
      shelf?.changed()
    }
  }

  func open(_ link: URL) -> Result<Void, DeepLinkError> {
    let parts = link.pathComponents.filter { $0 != "/" }
    if parts.isEmpty { return .success(()) }
    if parts == ["new"] {
      showNewBook()
      return .success(())
    }
    guard parts.count == 1, let index = Int(parts[0]), app.books.indices.contains(index) else {
      return .failure(.unhandled(link.absoluteString))
    }
    router.popToRoot()
    showBook(index)
    return .success(())
  }
}

@MainActor
final class ShelfModel: RestorableContent {
  let app: ShelfApp
  var onOpen: ((Int) -> Void)?
  var onAdd: (() -> Void)?
  var onDelete: ((Int) -> Void)?
  var onChange: (() -> Void)?
  var restorationLink: URL? { URL(string: "cairn://shelf") }

  init(app: ShelfApp) { self.app = app }
  func changed() { onChange?() }
}

@MainActor
final class BookModel: RestorableContent {
  let index: Int
  let title: String
  var restorationLink: URL? { URL(string: "cairn://shelf/\(index)") }

  init(index: Int, title: String) {
    self.index = index
    self.title = title
  }
}

@MainActor
final class NewBookModel: RestorableContent {
  var draft = ""
  var onSave: ((String) -> Void)?
  var restorationLink: URL? { URL(string: "cairn://shelf/new") }
}

@MainActor
final class ShelfScreen: WebScreen {
  let model: ShelfModel
  var selected = 0

  init(model: ShelfModel, context: any WebContext) {
    self.model = model
    model.onChange = { [weak context] in context?.setNeedsRender() }
  }

  func body(in context: any WebContext) -> Node {
    Node.ul(.class("list"), key: "books") {
      for (index, book) in model.app.books.enumerated() {
        Node.li(key: "b\(index)") {
          Node.button(
            .classes(["row", index == selected ? "selected" : ""]), action: "open",
            value: String(index)
          ) { Node.text(book) }
        }
      }
    }
  }

  var barButton: WebBarButton? { WebBarButton("+", action: "add", keyHint: "n", label: "Add") }
  var keyHints: [WebKeyHint] { [WebKeyHint("n", "Add")] }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch event.action {
    case "open": event.value.flatMap(Int.init).map { model.onOpen?($0) }
    case "add": model.onAdd?()
    default: return false
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    if key.isDown {
      selected = min(selected + 1, model.app.books.count - 1)
    } else if key.isUp {
      selected = max(selected - 1, 0)
    } else if key.isEnter {
      model.onOpen?(selected)
    } else if key.name == "d" {
      model.onDelete?(selected)
    } else {
      return false
    }
    context.setNeedsRender()
    return true
  }
}

@MainActor
final class BookScreen: WebScreen {
  let model: BookModel
  init(model: BookModel) { self.model = model }

  func body(in context: any WebContext) -> Node {
    Node.p(.class("book")) { Node.text(model.title) }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool { false }
}

@MainActor
final class NewBookScreen: WebScreen {
  let model: NewBookModel
  init(model: NewBookModel) { self.model = model }

  func body(in context: any WebContext) -> Node {
    Node.element(.form, [.on(.submit, "save")]) {
      Node.element(.input, [.name("title"), .value(model.draft), .on(.input, "draft")])
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch event.action {
    case "draft": model.draft = event.fieldValue ?? ""
    case "save": model.onSave?(event.fields["title"] ?? "")
    default: return false
    }
    return true
  }
}

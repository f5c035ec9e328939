import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The whole cast of a work ("등장인물"): portraits, names and MBTI; Enter opens one.
@MainActor
final class CharacterListScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<Int>()
  private let output: CharacterListViewModel.Output
  private let viewModel: CharacterListViewModel
  private var list = SectionedList<HomeRow>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: CharacterListViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, characterSelected: select.signal))
    subscriptions.append(
      output.pictures.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoHomeKeys.open)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    list.setSections([
      ListSection(
        title: DimoStrings.characters, rows: output.characters.map { HomeRow.character($0) })
    ])
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rowRect, isSelected in
      HomeRowView(row: row, pictures: pictures, isSelected: isSelected)
        .draw(into: &buffer, in: rowRect, drawer: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      guard case .character(let character) = list.selectedRow else { return false }
      select.send(character.id)
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
}

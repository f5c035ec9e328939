import ArgumentParser

/// The five reference apps, as the home screen lists them and `--app` names them.
public enum ReferenceApp: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// The TodoList of seed 001.
  case todo
  /// The Project Manager board of seed 003.
  case pm
  /// The Onban side-dish store of seed 004.
  case onban
  /// BookKitty of seed 002.
  case bookkitty
  /// DIMO of seed 000.
  case dimo

  /// The name on the home screen.
  public var title: String {
    switch self {
    case .todo: "TodoList"
    case .pm: "Project Manager"
    case .onban: "Onban 반찬가게"
    case .bookkitty: "BookKitty 책냥이"
    case .dimo: "DIMO"
    }
  }

  /// One line about the app.
  public var summary: String {
    switch self {
    case .todo: "할 일을 TODO · DOING · DONE 으로 나눠 관리해요"
    case .pm: "할 일 보드를 여러 기기에서 동기화해요"
    case .onban: "반찬을 둘러보고 주문해요"
    case .bookkitty: "질문하면 책을 추천받고 책장을 관리해요"
    case .dimo: "캐릭터의 MBTI를 투표하고 리뷰를 나눠요"
    }
  }

  /// The seed document the app comes from.
  public var seed: String {
    switch self {
    case .todo: "seed 001"
    case .pm: "seed 003"
    case .onban: "seed 004"
    case .bookkitty: "seed 002"
    case .dimo: "seed 000"
    }
  }

  /// True when the app can be started; the others are listed as coming soon.
  public var isAvailable: Bool { self != .dimo }

  /// The app's subfolder of the data folder.
  public var dataFolderName: String { rawValue }
}

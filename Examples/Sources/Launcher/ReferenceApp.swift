import ArgumentParser

/// The five reference apps, as the home screen lists them and `--app` names them.
public enum ReferenceApp: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// The TodoList.
  case todo
  /// The Project Manager board.
  case pm
  /// The Onban side-dish store.
  case onban
  /// BookKitty, the book recommender.
  case bookkitty
  /// DIMO, the character MBTI community.
  case dimo

  /// The name on the home screen.
  public var title: String { LauncherStrings.title(self) }

  /// What kind of app it is, beside its name.
  public var kind: String { LauncherStrings.kind(self) }

  /// One line about the app.
  public var summary: String { LauncherStrings.summary(self) }

  /// True when the app can be started; the others are listed as coming soon (none now).
  public var isAvailable: Bool { true }

  /// The app's subfolder of the data folder.
  public var dataFolderName: String { rawValue }
}

import CairnNavigation
import CairnWeb
import ExampleSupport
import Foundation
import KoreanChrome
import TodoData
import TodoPresentation
import TodoWeb

/// The apps `cairn-apps web` serves, each with its dependencies built once and shared by every
/// browser tab's instance, as two windows of one app share them.
@MainActor
struct WebCompositions {
  /// The apps, in the home page's order.
  let apps: [ComposedWebApp]
  private let stops: [@MainActor () async -> Void]

  /// Builds every app's dependencies (and starts the servers the apps need, unless `server`
  /// names one): the TodoList under `/todo/`, the Project Manager under `/pm/`, Onban under
  /// `/onban/`, BookKitty under `/bookkitty/`.
  static func start(data: DataDirectory, server: URL?) async throws -> WebCompositions {
    let todoFolder = try data.appFolder(named: ReferenceApp.todo.dataFolderName)
    let todo = TodoWebViews.app(
      title: ReferenceApp.todo.title, strings: .korean,
      dependencies: TodoDependencies(repository: JSONFileTodoRepository(folder: todoFolder)))
    let pmFolder = try data.appFolder(named: ReferenceApp.pm.dataFolderName)
    let pm = try await ProjectManagerWebComposition.start(folder: pmFolder, server: server)
    let onban: OnbanWebComposition
    do {
      onban = try await OnbanWebComposition.start(
        folder: data.appFolder(named: ReferenceApp.onban.dataFolderName), server: server)
    } catch {
      await pm.stop()
      throw error
    }
    let bookKitty: BookKittyWebComposition
    do {
      bookKitty = try await BookKittyWebComposition.start(
        folder: data.appFolder(named: ReferenceApp.bookkitty.dataFolderName), server: server)
    } catch {
      await onban.stop()
      await pm.stop()
      throw error
    }
    return WebCompositions(
      apps: [todo, pm.app, onban.app, bookKitty.app],
      stops: [pm.stop, onban.stop, bookKitty.stop])
  }

  /// Stops what the compositions started.
  func stop() async {
    for stop in stops { await stop() }
  }
}

import ArgumentParser
import BookKittyAPI
import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import Foundation

/// `cairn-apps bookkitty ask "질문"`: runs the recommendation pipeline and stores the answer, as
/// the app's question screen does.
struct BookKittyAskCommand: AsyncParsableCommand, BookKittySubcommand {
  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract: "Asks BookKitty a question (10 to 100 characters) and stores the answer.",
    discussion: """
      The steps are written to standard error as they run; the answer to standard output. \
      Nothing is stored when any step fails.
      """)

  @Argument(help: "The question, 10 to 100 characters.")
  var question: String

  @Flag(name: .long, help: "Prints the stored question as JSON.")
  var json = false

  @OptionGroup var options: BookKittyOptions
  @OptionGroup(title: "Model") var modelOptions: BookKittyModelOptions
  @ParentCommand var bookkitty: BookKittyCommand

  /// The model options in effect, these or those given to `cairn-apps`.
  var model: BookKittyModelOptions {
    modelOptions.merged(with: bookkitty.root.bookKitty)
  }

  func validate() throws {
    do {
      _ = try QuestionRules.validated(question)
    } catch {
      throw ValidationError(error.description)
    }
    try model.check(environment: ProcessInfo.processInfo.environment)
  }

  func run() async throws {
    let folder = try context.appFolder()
    let composition: BookKittyComposition
    do {
      composition = try await BookKittyComposition.start(
        folder: folder, server: try context.serverURL(),
        model: try model.makeModel(environment: ProcessInfo.processInfo.environment))
    } catch let error as ValidationError {
      throw error
    } catch {
      throw BookKittyCommandError("Cannot start BookKitty: \(error)")
    }
    let dependencies = composition.dependencies
    let ask = AskQuestionUseCase(
      recommender: dependencies.recommender, books: dependencies.books,
      questions: dependencies.questions)
    let question = self.question
    let result: Result<QuestionAnswer, BookKittyError>
    do {
      result = .success(
        try await ask.execute(question) { step in
          FileHandle.standardError.write(Data((BookKittyStrings.step(step) + "\n").utf8))
        })
    } catch {
      result = .failure(error)
    }
    await composition.stop()
    let saved = try await bookKittyRun { () async throws(BookKittyError) in try result.get() }
    print(json ? try BookKittyText.json(QuestionAnswerDTO(saved)) : BookKittyText.answer(saved))
  }
}

import ArgumentParser
import BookKittyAPI
import BookKittyDomain
import BookKittyPresentation
import Foundation

/// `cairn-apps bookkitty library`: the books on the shelf ("나의 책장"), most recently changed
/// first.
struct BookKittyLibraryCommand: AsyncParsableCommand, BookKittySubcommand {
  static let configuration = CommandConfiguration(
    commandName: "library", abstract: "Lists the books on the shelf, most recently changed first.")

  @Flag(name: .long, help: "Prints a JSON array of books.")
  var json = false

  @OptionGroup var options: BookKittyOptions
  @ParentCommand var bookkitty: BookKittyCommand

  func run() async throws {
    let store = try await context.openStore()
    let books = try await bookKittyRun { () async throws(BookKittyError) in
      try await FetchBooksUseCase(repository: store).allOwnedBooks()
    }
    if json {
      print(try BookKittyText.json(books.map(BookDTO.init)))
    } else if books.isEmpty {
      print(BookKittyStrings.libraryEmptyTitle)
    } else {
      print("\(BookKittyStrings.libraryTitle) (\(books.count))")
      for book in books { print("  " + BookKittyText.line(book)) }
    }
  }
}

/// `cairn-apps bookkitty history`: every question, newest first, read a page of ten at a time
/// as the app reads them.
struct BookKittyHistoryCommand: AsyncParsableCommand, BookKittySubcommand {
  static let configuration = CommandConfiguration(
    commandName: "history", abstract: "Lists every question and its answer, newest first.")

  @Flag(name: .long, help: "Prints a JSON array of questions with their books.")
  var json = false

  @OptionGroup var options: BookKittyOptions
  @ParentCommand var bookkitty: BookKittyCommand

  func run() async throws {
    let store = try await context.openStore()
    let fetch = FetchQuestionsUseCase(repository: store)
    var questions: [QuestionAnswer] = []
    var page = 0
    while true {
      let request = PageRequest.page(page, size: ListRules.historyPageSize)
      let batch = try await bookKittyRun { () async throws(BookKittyError) in
        try await fetch.execute(request)
      }
      questions += batch
      guard batch.count == ListRules.historyPageSize else { break }
      page += 1
    }
    if json {
      print(try BookKittyText.json(questions.map(QuestionAnswerDTO.init)))
    } else if questions.isEmpty {
      print(BookKittyStrings.historyEmptyTitle)
    } else {
      print(questions.map { BookKittyText.answer($0) }.joined(separator: "\n\n"))
    }
  }
}

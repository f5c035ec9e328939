import BookKittyAPI
import BookKittyDomain
import BookKittyPresentation
import CairnTerminal
import Foundation

/// How `cairn-apps bookkitty` prints: the app's texts (``BookKittyStrings``) and the JSON forms
/// of ``BookDTO`` and ``QuestionAnswerDTO``. Data from the book search, the language model or
/// the user is printed with its control characters escaped (``ControlCharacters``), as the
/// screens keep them off the terminal: an answer holding `ESC ]2;… BEL` cannot retitle it.
enum BookKittyText {
  /// The app's popup for an error.
  static func popup(for error: BookKittyError) -> (title: String, body: String)? {
    BookKittyStrings.popup(for: error)
  }

  /// Pretty JSON of any encodable value, keys sorted.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `사피엔스 — 유발 하라리  [소유]  9791190000017`.
  static func line(_ book: Book) -> String {
    let tag = book.isOwned ? BookKittyStrings.owned : BookKittyStrings.notOwned
    return ControlCharacters.escaped("\(book.title) — \(book.author)  [\(tag)]  \(book.isbn)")
  }

  /// A question, its books and its reason, as the result screen shows them.
  static func answer(_ question: QuestionAnswer, calendar: Calendar = .current) -> String {
    var lines = [
      BookKittyStrings.questionHeadline(question.createdAt, calendar: calendar),
      "  \(ControlCharacters.escaped(question.question))", "",
      "\(BookKittyStrings.resultLead1) \(BookKittyStrings.resultLead2)",
    ]
    lines += question.books.map { "  - " + line($0) }
    lines += [
      "", BookKittyStrings.recommends,
      "  \(ControlCharacters.escaped(question.answer, keepingLineBreaks: true))",
    ]
    return lines.joined(separator: "\n")
  }
}

import ArgumentParser
import CairnTerminal
import DimoServer
import Foundation

/// `cairn-apps dimo codes`: prints the text messages the server sent (SMS codes, one-time
/// passwords), oldest first.
struct DimoCodesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "codes", abstract: "Prints the SMS outbox: codes and one-time passwords sent.")

  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  var dataDir: String?

  @Option(name: .long, help: ArgumentHelp("Only messages to this number.", valueName: "phone"))
  var phone: String?

  @Option(name: .long, help: ArgumentHelp("Only the last N messages.", valueName: "n"))
  var last: Int?

  @ParentCommand var dimo: DimoCommand

  func validate() throws {
    if let last, last < 1 { throw ValidationError("--last must be at least 1.") }
  }

  func run() throws {
    let folder = try DimoServerLocation.folder(dataDir: dataDir ?? dimo.root.dataDir)
    let url = DimoServerConfiguration.outboxURL(in: folder)
    var messages = try SMSOutbox.messages(at: url).filter {
      phone == nil || $0.phoneNumber == phone
    }
    if let last { messages = Array(messages.suffix(last)) }
    guard !messages.isEmpty else {
      print("No messages in \(url.path(percentEncoded: false)).")
      return
    }
    for message in messages {
      // The outbox is a file anyone with the folder can edit: its text is escaped.
      print(
        ControlCharacters.escaped(
          "\(message.sentAt.formatted(.iso8601))  \(message.phoneNumber)  \(message.text)"))
    }
  }
}

import ArgumentParser
import DimoServer

/// `cairn-apps dimo signing-key`: prints a new random secret for `DIMO_JWT_SECRET`, which every
/// instance behind a load balancer must share.
struct DimoSigningKeyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signing-key",
    abstract: "Prints a new random token signing secret for DIMO_JWT_SECRET.")

  func run() {
    print(DimoSigningKey.newSecretText())
  }
}

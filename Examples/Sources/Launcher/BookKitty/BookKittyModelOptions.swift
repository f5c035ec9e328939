import ArgumentParser
import BookKittyAPI
import BookKittyData
import BookKittyServer
import Foundation

/// Which model proposes BookKitty's books.
enum BookKittyModelChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// The embedded model over the sample catalog: no key, no network.
  case local
  /// A server speaking OpenAI's chat completions.
  case openai
}

/// The options that choose and configure BookKitty's model, for `--app bookkitty` and
/// `cairn-apps bookkitty ask`.
struct BookKittyModelOptions: ParsableArguments {
  @Option(
    name: .customLong("model"),
    help: ArgumentHelp(
      "BookKitty's model: local (the default; no key, no network) or openai.", valueName: "name"))
  var model: BookKittyModelChoice?

  @Option(
    name: .customLong("openai-base-url"),
    help: ArgumentHelp(
      "The OpenAI-compatible API (default $OPENAI_BASE_URL, else https://api.openai.com/v1/).",
      valueName: "url"))
  var openAIBaseURL: String?

  @Option(
    name: .customLong("openai-api-key"),
    help: ArgumentHelp(
      "The API key (default $OPENAI_API_KEY; the variable keeps it out of `ps`).", valueName: "key")
  )
  var openAIKey: String?

  @Option(
    name: .customLong("openai-model"),
    help: ArgumentHelp("The model of picks (default gpt-4o).", valueName: "name"))
  var openAIModel: String?

  @Option(
    name: .customLong("openai-reason-model"),
    help: ArgumentHelp("The model of the reason text (default gpt-4o-mini).", valueName: "name"))
  var openAIReasonModel: String?

  /// These options where they were given, else `other`'s: ArgumentParser hands an option that
  /// both `cairn-apps` and a subcommand declare to `cairn-apps`, so both are read.
  func merged(with other: BookKittyModelOptions) -> BookKittyModelOptions {
    var merged = self
    merged.model = model ?? other.model
    merged.openAIBaseURL = openAIBaseURL ?? other.openAIBaseURL
    merged.openAIKey = openAIKey ?? other.openAIKey
    merged.openAIModel = openAIModel ?? other.openAIModel
    merged.openAIReasonModel = openAIReasonModel ?? other.openAIReasonModel
    return merged
  }

  /// The OpenAI configuration, checked (a key is required).
  func openAIConfiguration(environment: [String: String]) throws -> OpenAIConfiguration {
    do {
      return try OpenAIConfiguration.resolve(
        baseURL: openAIBaseURL, apiKey: openAIKey, model: openAIModel,
        reasonModel: openAIReasonModel, environment: environment)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Checks the options before anything starts.
  func check(environment: [String: String]) throws {
    if model == .openai { _ = try openAIConfiguration(environment: environment) }
  }

  /// The chosen model.
  func makeModel(environment: [String: String]) throws -> any RecommendationModel {
    switch model ?? .local {
    case .local:
      return LocalModel(catalog: try BookKittyServer.bundledCatalog())
    case .openai:
      return OpenAICompatibleModel(configuration: try openAIConfiguration(environment: environment))
    }
  }
}

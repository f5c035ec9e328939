import Foundation

/// Where and how ``OpenAICompatibleModel`` talks: any server that speaks OpenAI's chat
/// completions (OpenAI itself, a proxy, a local server, the tests' stand-in).
public struct OpenAIConfiguration: Sendable {
  /// OpenAI's own API.
  public static let defaultBaseURL = URL(string: "https://api.openai.com/v1/")
  /// The model of picks and replacements (the original's).
  public static let defaultModel = "gpt-4o"
  /// The model of the reason text (the original's).
  public static let defaultReasonModel = "gpt-4o-mini"

  /// The API's base URL, ending in `/v1/` for OpenAI.
  public var baseURL: URL
  /// The key sent as `Authorization: Bearer <key>`.
  public var apiKey: String
  /// The model of picks and replacements.
  public var model: String
  /// The model of the reason text.
  public var reasonModel: String
  /// The deadline of one attempt (the original's 30 seconds).
  public var timeout: Duration

  /// Creates a configuration.
  public init(
    baseURL: URL, apiKey: String, model: String = Self.defaultModel,
    reasonModel: String = Self.defaultReasonModel, timeout: Duration = .seconds(30)
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.model = model
    self.reasonModel = reasonModel
    self.timeout = timeout
  }

  /// The configuration from flags, else `OPENAI_BASE_URL` and `OPENAI_API_KEY`.
  /// - Throws: ``OpenAIConfigurationError`` when there is no key or the base URL is not http(s).
  public static func resolve(
    baseURL: String?, apiKey: String?, model: String?, reasonModel: String?,
    environment: [String: String]
  ) throws(OpenAIConfigurationError) -> OpenAIConfiguration {
    let key = (apiKey ?? environment["OPENAI_API_KEY"] ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else { throw .missingKey }
    let base = baseURL ?? environment["OPENAI_BASE_URL"]
    let url: URL
    if let base {
      guard let parsed = URL(string: base), parsed.scheme == "http" || parsed.scheme == "https",
        parsed.host != nil
      else { throw .badBaseURL(base) }
      url = parsed
    } else if let fallback = defaultBaseURL {
      url = fallback
    } else {
      throw .badBaseURL("https://api.openai.com/v1/")
    }
    return OpenAIConfiguration(
      baseURL: url, apiKey: key, model: model ?? defaultModel,
      reasonModel: reasonModel ?? defaultReasonModel)
  }
}

/// Why an OpenAI configuration could not be made.
public enum OpenAIConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither `--openai-api-key` nor `OPENAI_API_KEY` gives a key.
  case missingKey
  /// The base URL is not an http(s) URL.
  case badBaseURL(String)

  /// One sentence for the command line.
  public var description: String {
    switch self {
    case .missingKey:
      "The OpenAI model needs a key: set OPENAI_API_KEY (or pass --openai-api-key)."
    case .badBaseURL(let text):
      "\"\(text)\" is not an http(s) base URL such as https://api.openai.com/v1/."
    }
  }
}

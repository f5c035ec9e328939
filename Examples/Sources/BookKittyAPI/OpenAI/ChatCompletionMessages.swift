/// One message of a chat: `{"role": "system" | "user" | "assistant", "content": "..."}`.
public struct ChatMessage: Codable, Hashable, Sendable {
  /// `system`, `user` or `assistant`.
  public let role: String
  /// The text; `null` in some assistant answers (tool calls), which this app never asks for.
  public let content: String?

  /// Creates a message.
  public init(role: String, content: String?) {
    self.role = role
    self.content = content
  }

  /// A system message (the instructions).
  public static func system(_ content: String) -> ChatMessage {
    ChatMessage(role: "system", content: content)
  }

  /// A user message.
  public static func user(_ content: String) -> ChatMessage {
    ChatMessage(role: "user", content: content)
  }
}

/// `POST chat/completions`'s body: `{"model", "messages", "temperature", "max_tokens"}`.
public struct RequestChatCompletion: Codable, Hashable, Sendable {
  /// The model, such as `gpt-4o`.
  public let model: String
  /// The system message, then the user message.
  public let messages: [ChatMessage]
  /// Sampling temperature: 0.01 for picks, 1.0 for the reason text.
  public let temperature: Double
  /// The most tokens of the answer.
  public let maxTokens: Int

  /// Creates a request body.
  public init(model: String, messages: [ChatMessage], temperature: Double, maxTokens: Int) {
    self.model = model
    self.messages = messages
    self.temperature = temperature
    self.maxTokens = maxTokens
  }

  enum CodingKeys: String, CodingKey {
    case model, messages, temperature
    case maxTokens = "max_tokens"
  }
}

/// The answer to a chat completion. The app reads only `choices[0].message.content`; the other
/// fields are there for a server (the test stand-in) to write the whole shape.
public struct RespondChatCompletion: Codable, Hashable, Sendable {
  /// One completion.
  public struct Choice: Codable, Hashable, Sendable {
    /// Its position.
    public let index: Int?
    /// The assistant's message.
    public let message: ChatMessage
    /// Why generation stopped (`stop`, `length`).
    public let finishReason: String?

    /// Creates a choice.
    public init(index: Int?, message: ChatMessage, finishReason: String?) {
      self.index = index
      self.message = message
      self.finishReason = finishReason
    }

    enum CodingKeys: String, CodingKey {
      case index, message
      case finishReason = "finish_reason"
    }
  }

  /// The completion's id (`chatcmpl-…`).
  public let id: String?
  /// `chat.completion`.
  public let object: String?
  /// When it was made, in seconds since 1970.
  public let created: Int?
  /// The model that answered.
  public let model: String?
  /// The completions; the app reads the first.
  public let choices: [Choice]

  /// Creates an answer.
  public init(id: String?, object: String?, created: Int?, model: String?, choices: [Choice]) {
    self.id = id
    self.object = object
    self.created = created
    self.model = model
    self.choices = choices
  }
}

/// OpenAI's error body: `{"error": {"message", "type", "code"}}`.
public struct RespondOpenAIError: Codable, Hashable, Sendable {
  /// The error.
  public struct Detail: Codable, Hashable, Sendable {
    /// What went wrong.
    public let message: String
    /// Its kind, such as `rate_limit_exceeded` or `invalid_request_error`.
    public let type: String?
    /// A code, when there is one.
    public let code: String?

    /// Creates the detail.
    public init(message: String, type: String?, code: String?) {
      self.message = message
      self.type = type
      self.code = code
    }
  }

  /// The error.
  public let error: Detail

  /// Creates an error body.
  public init(error: Detail) {
    self.error = error
  }
}

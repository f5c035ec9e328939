/// The bundled sample users and what they did (`Resources/sample-activity.json`): synthetic
/// users without passwords (they cannot log in), so that every home section, statistic and
/// top three has data on a fresh start. What they did with the anime is at the top level of
/// the file (seeded by migration 2), what they did with the movies under `movies` (migration 3).
struct SampleActivity: Decodable, Sendable {
  /// A sample user.
  struct User: Decodable, Sendable {
    let userID: String
    let nickname: String
    let mbti: String
    let intro: String

    enum CodingKeys: String, CodingKey {
      case nickname, mbti, intro
      case userID = "user_id"
    }
  }

  /// A vote, one letter per axis.
  struct Vote: Decodable, Sendable {
    let userID: String
    let characterID: Int
    let ei: String
    let sn: String
    let tf: String
    let jp: String

    enum CodingKeys: String, CodingKey {
      case ei, sn, tf, jp
      case userID = "user_id"
      case characterID = "character_id"
    }
  }

  /// A review; ids run 1…N.
  struct Review: Decodable, Sendable {
    let reviewID: Int
    let userID: String
    let characterID: Int
    let reviewContent: String
    let reviewSpoiler: Int

    enum CodingKeys: String, CodingKey {
      case reviewID = "review_id"
      case userID = "user_id"
      case characterID = "character_id"
      case reviewContent = "review_content"
      case reviewSpoiler = "review_spoiler"
    }
  }

  /// A comment; ids run 1…N.
  struct Comment: Decodable, Sendable {
    let commentID: Int
    let reviewID: Int
    let userID: String
    let commentContent: String
    let commentSpoiler: Int

    enum CodingKeys: String, CodingKey {
      case commentID = "comment_id"
      case reviewID = "review_id"
      case userID = "user_id"
      case commentContent = "comment_content"
      case commentSpoiler = "comment_spoiler"
    }
  }

  /// A like of a review or a comment.
  struct Like: Decodable, Sendable {
    let kind: String
    let userID: String
    let targetID: Int

    enum CodingKeys: String, CodingKey {
      case kind
      case userID = "user_id"
      case targetID = "target_id"
    }
  }

  /// A grade of a work (`anime_id` or `movie_id`).
  struct Grade: Decodable, Sendable {
    let userID: String
    let workID: Int
    let grade: Int

    enum CodingKeys: String, CodingKey {
      case grade
      case userID = "user_id"
      case animeID = "anime_id"
      case movieID = "movie_id"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      userID = try container.decode(String.self, forKey: .userID)
      workID =
        try container.decodeIfPresent(Int.self, forKey: .animeID)
        ?? container.decode(Int.self, forKey: .movieID)
      grade = try container.decode(Int.self, forKey: .grade)
    }
  }

  /// A 찜 of a work (`anime_id` or `movie_id`).
  struct ContentLike: Decodable, Sendable {
    let userID: String
    let workID: Int

    enum CodingKeys: String, CodingKey {
      case userID = "user_id"
      case animeID = "anime_id"
      case movieID = "movie_id"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      userID = try container.decode(String.self, forKey: .userID)
      workID =
        try container.decodeIfPresent(Int.self, forKey: .animeID)
        ?? container.decode(Int.self, forKey: .movieID)
    }
  }

  /// What the users did with one kind of work.
  struct Part: Decodable, Sendable {
    let votes: [Vote]
    let reviews: [Review]
    let comments: [Comment]
    let likes: [Like]
    let grades: [Grade]
    let contentLikes: [ContentLike]

    enum CodingKeys: String, CodingKey {
      case votes, reviews, comments, likes, grades
      case contentLikes = "content_likes"
    }
  }

  /// The sample users.
  let users: [User]
  /// What they did with the anime (the file's top level).
  let anime: Part
  /// What they did with the movies (`movies`).
  let movies: Part

  enum CodingKeys: String, CodingKey {
    case users, movies
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    users = try container.decode([User].self, forKey: .users)
    movies = try container.decode(Part.self, forKey: .movies)
    anime = try Part(from: decoder)
  }

  /// The activity shipped in the module's resources, decoded once per process (see
  /// ``DimoCatalog/bundled()``).
  static func bundled() throws(DimoResourceError) -> SampleActivity {
    try loaded.get()
  }

  private static let loaded = Result { () throws(DimoResourceError) in
    try DimoResourceError.decode(SampleActivity.self, resource: "sample-activity")
  }
}

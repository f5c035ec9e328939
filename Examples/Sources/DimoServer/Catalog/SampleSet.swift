import DimoDomain

/// One kind of work of the sample dataset, seeded together: the works, their characters and
/// what the sample users did with them.
struct SampleSet: Sendable {
  /// `anime` or `movie`.
  let contentType: ContentType
  /// The works.
  let works: [DimoCatalog.Work]
  /// Their characters, with the catalog's ids (which the activity refers to).
  let characters: [DimoCatalog.Character]
  /// The votes, reviews, comments, likes, grades and 찜 on them.
  let activity: SampleActivity.Part
}

extension MigrationContext {
  /// The anime and what the sample users did with them (migration 2).
  var animeSet: SampleSet {
    SampleSet(
      contentType: .anime, works: catalog.anime, characters: catalog.characters,
      activity: activity.anime)
  }

  /// The movies and what the sample users did with them (migration 3).
  var movieSet: SampleSet {
    SampleSet(
      contentType: .movie, works: catalog.movies, characters: catalog.movieCharacters,
      activity: activity.movies)
  }
}

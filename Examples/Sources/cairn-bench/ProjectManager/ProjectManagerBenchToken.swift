import ProjectManagerAPI

/// The board token of every sync server the benchmarks start: the engine and the raw
/// `URLSession` baselines send it alike, so that both pay for the same header.
let benchBoardToken = BoardToken.random()

/// An answer longer than `TVMazeConfiguration.maximumAnswerSize`, announced or counted.
struct AnswerTooLarge: Error {
  let limit: Int
}

/// A program that could not be started or waited for; `code` is the `errno` value.
struct SpawnFailure: Error {
  let executable: String
  let code: Int32
}

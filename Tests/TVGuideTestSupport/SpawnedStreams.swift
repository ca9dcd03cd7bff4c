import Foundation

/// The files a spawned program reads its standard input from and writes its standard output
/// and standard error to.
struct SpawnedStreams {
  let input: URL
  let output: URL
  let error: URL

  init(folder: URL) {
    input = folder.appendingPathComponent("stdin")
    output = folder.appendingPathComponent("stdout")
    error = folder.appendingPathComponent("stderr")
  }
}

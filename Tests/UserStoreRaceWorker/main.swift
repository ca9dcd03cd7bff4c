import Foundation
import TVGuideStore

// A worker of `UserStoreRaceTests`: one of the processes that open a new user store at the
// same moment. For each line `FOLDER ID` it reads, it opens the store in FOLDER as
// `tvguide follow` does (a new `UserDataStore`, its first use in this process, with a cache
// folder to move data from) and follows show ID, then answers one line: `ok`, or `error:`
// and the failure. It stays running between rounds, so that a round starts eight processes'
// work within a millisecond, for 200 rounds in seconds rather than minutes.

/// Writes `text` and a newline straight to standard output, unbuffered: the test waits for it.
func answer(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

while let line = readLine() {
  guard let space = line.lastIndex(of: " "), let id = Int(line[line.index(after: space)...]) else {
    answer("error: not FOLDER ID: \(line)")
    continue
  }
  let folder = URL(fileURLWithPath: String(line[..<space]))
  let store = UserDataStore(folder: folder, formerFolder: folder.appendingPathComponent("cache"))
  do {
    try await store.follow([id])
    answer("ok")
  } catch {
    answer("error: \(error)")
  }
}

import Foundation

/// Why a file the command line names cannot be read, as the end of one sentence without Foundation's
/// error dump (`Error Domain=NSCocoaErrorDomain Code=260 …`).
enum FileProblem {
  static func sentence(for error: any Error, path: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "there is no such file"
    }
    if isDirectory.boolValue { return "it is a folder, not a file" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission to read it is denied" }
    let reason = (error as NSError).localizedFailureReason ?? "it cannot be opened"
    return reason.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
  }
}

import ArgumentParser
import Foundation
import TVGuideInteractor
import TVGuideStore
import TextUIKit

/// `tvguide data import FILE`.
struct DataImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add the follows and watched marks of a `data export` file; importing it again changes nothing."
  )

  @Argument(help: "A file written by `tvguide data export`.")
  var file: String

  @OptionGroup var folders: FolderOptions

  func run() async throws {
    let store = UserDataFile(folders: folders)
    let file = file
    // Read and decoded in one call, so the file's bytes are freed before a refusal ends the
    // process (LeakSanitizer reported the bytes of a file refused as they were still held).
    let document = try await store.run { _ in try Self.document(from: Self.contents(of: file)) }
    try await store.run { try await $0.importDocument(document) }
    let marks = document.watched.count
    StandardStream.output.write(
      "Imported \(document.following.count) followed \(document.following.count == 1 ? "show" : "shows") and "
        + "\(marks) watched \(marks == 1 ? "mark" : "marks").\n")
  }

  /// The bytes of `file`, at most `InputFile.maximumBytes`; a file that cannot be read ends
  /// the command with one sentence.
  private static func contents(of file: String) -> Data {
    do {
      return try InputFile.read(file)
    } catch {
      UserDataFile.fail(error.sentence)
    }
  }

  /// The document, read whole before anything is saved: a file that is not one changes nothing.
  private static func document(from data: Data) throws -> UserDataDocument {
    let document: UserDataDocument
    do {
      document = try JSONDecoder().decode(UserDataDocument.self, from: data)
    } catch let error as DecodingError {
      throw ShowDataError.unreadableUserData(detail: Self.describe(error))
    }
    guard document.format == UserDataDocument.formatName else {
      throw ShowDataError.unreadableUserData(detail: "its format is not \(UserDataDocument.formatName)")
    }
    guard document.version <= UserDataDocument.currentVersion else {
      throw ShowDataError.unreadableUserData(
        detail: "it is version \(document.version), newer than this tvguide reads")
    }
    if let problem = document.firstInvalidNumber {
      throw ShowDataError.unreadableUserData(detail: problem)
    }
    return document
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty: "it is not JSON"
    case .keyNotFound(let key, _): "it has no \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not what an export holds"
    @unknown default: "it could not be read"
    }
  }
}

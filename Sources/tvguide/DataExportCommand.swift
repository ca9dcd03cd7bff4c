import ArgumentParser
import Foundation
import TVGuideEntity
import TextUIKit

/// `tvguide data export [-o FILE]`.
struct DataExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Write the followed shows and watched marks as JSON.")

  @Option(
    name: [.customShort("o"), .customLong("output")], help: "Write to this file instead of standard output.")
  var file: String?

  @OptionGroup var folders: FolderOptions

  func run() async throws {
    let store = UserDataFile(folders: folders)
    let document = try await store.run { try await $0.exportDocument() }
    let json = try JSONWriter(style: .document).string(for: document) + "\n"
    guard let file else {
      StandardStream.output.write(json)
      return
    }
    do {
      try Data(json.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      UserDataFile.fail("Could not write \(SourceOptions.printable(file)): \(error.localizedDescription).")
    }
  }
}

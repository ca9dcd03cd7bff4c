import TextUIKit

@testable import stage5_seasons

/// Hands the list router a plain screen for each show it asks for, and remembers which.
@MainActor
final class ShowDetailModuleBuilderSpy: ShowDetailModuleBuilding {
  private(set) var builtShowIDs: [Int] = []

  func makeShowDetail(showID: Int) -> TextViewController {
    builtShowIDs.append(showID)
    let screen = TextViewController()
    screen.title = "Show \(showID)"
    return screen
  }
}

import TVGuideRouter
import TextUIKit

/// Hands out plain screens and records which shows were asked for.
@MainActor
public final class ShowDetailModuleBuilderSpy: ShowDetailModuleBuilding {
  public private(set) var builtShowIDs: [Int] = []
  public private(set) var built: [TextViewController] = []

  public init() {}

  public func makeShowDetail(showID: Int) -> TextViewController {
    builtShowIDs.append(showID)
    let screen = TextViewController()
    screen.title = "Show \(showID)"
    built.append(screen)
    return screen
  }
}

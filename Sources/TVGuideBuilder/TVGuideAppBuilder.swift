import Foundation
import TVGuideInteractor
import TVGuideRouter
import TextUIKit

/// Assembles the interactive app: a navigation stack whose root is the show list.
@MainActor
public struct TVGuideAppBuilder {
  private let dataSource: any ShowDataSource
  private let clock: any Clock<Duration>

  public init(dataSource: any ShowDataSource, clock: any Clock<Duration> = ContinuousClock()) {
    self.dataSource = dataSource
    self.clock = clock
  }

  public func makeRootNavigation() -> TextNavigationController {
    let detailBuilder = ShowDetailModuleBuilder(dataSource: dataSource)
    let list = ShowListModuleBuilder(dataSource: dataSource, detailBuilder: detailBuilder, clock: clock)
    return TextNavigationController(rootViewController: list.makeShowList())
  }
}

import TextUIKit

/// How the list router gets a detail screen without knowing how one is put together.
@MainActor
protocol ShowDetailModuleBuilding: AnyObject {
  func makeShowDetail(showID: Int) -> TextViewController
}

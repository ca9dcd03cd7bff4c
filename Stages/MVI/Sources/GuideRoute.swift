/// Where the screens ask to go; the coordinator decides how.
enum GuideRoute: Equatable {
  case showDetail(id: Int)
  case back
}

/// What the detail's reducer asks for beyond changing the state; the store has it run.
enum ShowDetailEffect: Equatable {
  case none
  case loadShow(id: Int, request: Int)
  case close
}

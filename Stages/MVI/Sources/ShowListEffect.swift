/// What the list's reducer asks for beyond changing the state; the store has it run.
enum ShowListEffect: Equatable {
  case none
  case loadPage(Int, request: Int)
  case openShow(id: Int)
}

/// One request for shows from the index: which it is, the page it started from and whether
/// its answer replaces the list. A retry repeats it; an answer to an older one is dropped.
struct PageRequest: Equatable {
  var number: Int
  var firstPage: Int
  var replacingList: Bool
}

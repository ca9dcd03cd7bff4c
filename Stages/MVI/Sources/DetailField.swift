/// One labelled line of the detail header, such as `Schedule  Sundays at 21:00 on HBO`.
struct DetailField: Equatable {
  var label: String
  var value: String
}

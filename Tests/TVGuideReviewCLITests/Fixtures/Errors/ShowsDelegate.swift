/// Not class-bound, so nobody can hold it weakly.
protocol ShowsDelegate {
  func didLoadShows()
}

/// TVMaze answered 404 to a request for which that means "nothing matched", not a fault;
/// the public call turns it into `nil` or an empty list.
struct NoMatch: Error {}

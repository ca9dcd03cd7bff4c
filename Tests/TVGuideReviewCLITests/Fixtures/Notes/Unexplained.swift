/// A suppression without a reason silences nothing: the review says so in a note, on
/// standard error, and goes on.
final class Unexplained {
  // tvguide-review:disable:next weak-delegate
  weak var delegate: AnyObject?
}

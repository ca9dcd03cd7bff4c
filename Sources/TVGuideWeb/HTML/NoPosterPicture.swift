/// What `/posters/ID` answers for a show with no poster to give: an empty drawing the size of a
/// poster, so the card with the show's initials that the page drew under it shows through. A
/// picture, not an error status: a picture that fails to load shows as broken.
public enum NoPosterPicture {
  /// The drawing: nothing, 210×295.
  public static let svg =
    #"<svg xmlns="http://www.w3.org/2000/svg" width="210" height="295" viewBox="0 0 210 295"></svg>"#
  /// The `Content-Type` it is sent with.
  public static let contentType = "image/svg+xml"
}

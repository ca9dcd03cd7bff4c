import TextUIKit

extension TextViewController {
  /// The screen drawn as plain text (no colour), `width` columns wide and `height` lines tall,
  /// or as tall as it needs when `height` is `nil`: what a screen's tests read and compare.
  @MainActor
  public func plainText(width: Int, height: Int?) -> String {
    var output = ""
    TextFrameRenderer(usesColor: false).write(view.render(width: width, height: height), to: &output)
    return output
  }
}

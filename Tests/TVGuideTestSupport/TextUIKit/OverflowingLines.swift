import TextUIKit

/// The lines of printed text wider than the terminal they were printed for, measured as
/// TextUIKit measures them (a wide character takes two columns).
public enum OverflowingLines {
  public static func of(_ text: String, columns: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { TextLine($0).displayWidth > columns }
  }
}

import TVGuidePresenter
import TextUIKit

/// Labelled facts, one per line, with the values lined up: `Rating     ★★★★☆ 8.9`.
struct DetailFieldLayout {
  func lines(for fields: [DetailField], width: Int) -> [TextLine] {
    let labelWidth = (fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    return fields.map { field in
      TextLine([
        TextSpan(TextFitting.pad(field.label, toWidth: labelWidth), style: .dim),
        TextSpan(field.value),
      ]).fitted(toWidth: width)
    }
  }
}

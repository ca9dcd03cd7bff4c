import Foundation
import TVGuideReviewKit

extension ReviewReport {
  /// `File.swift:line` of each `layer-direction` finding and of the places listed under it, in
  /// the report's order.
  var layerDirectionPlaces: [String] {
    findings.filter { $0.ruleID == "layer-direction" }.flatMap { finding in
      [(finding.file, finding.line)] + finding.related.map { ($0.file, $0.line) }
    }.map { "\(URL(fileURLWithPath: $0.0).lastPathComponent):\($0.1)" }
  }
}

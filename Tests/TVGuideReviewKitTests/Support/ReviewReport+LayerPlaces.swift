import Foundation
import TVGuideReviewKit

extension ReviewReport {
  /// `File.swift:line` of each `layer-direction` finding, in the report's order.
  var layerDirectionPlaces: [String] {
    findings.filter { $0.ruleID == "layer-direction" }.map {
      "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)"
    }
  }
}

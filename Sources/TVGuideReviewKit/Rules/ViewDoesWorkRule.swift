import SwiftSyntax

/// `view-does-work`: the view layer does the presenter's or the interactor's work. Any type
/// the model gives a view role (view controller, view, cell, table helper) that reaches data
/// (the network, a database, files, device services such as `CLLocationManager`, a data
/// service of the project, or a model's method that does), and a view controller or table
/// helper that formats dates, numbers and text, itself or through helpers it inherits or
/// extensions it calls. A view controller that holds data access only to hand it to the next
/// screen it builds is told that this is the builder's job.
package struct ViewDoesWorkRule: ReviewRule {
  package let id = "view-does-work"
  package let severity = Severity.warning
  package let summary =
    "A view controller or view reaches the network or a data source, or formats dates and strings."

  package init() {}

  /// One finding per problem: the uses of one service, formatter or API in one view (all of
  /// a plain view's formatting), and the data access (or the formatting) of one function of
  /// it, are one problem, listed under its first place.
  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    var seen: Set<String> = []
    return ViewLayerBodies.collect(in: file, context: context).flatMap { type in
      let handoff = DataHandoff(bodies: type.bodies, file: file, context: context)
      let work = type.bodies.flatMap { body in
        ViewWork.all(in: body, type: type, file: file, context: context, handoff: handoff)
      }
      let members = work.sorted { $0.node.position < $1.node.position }.compactMap { work in
        var finding = finding(at: work.node, in: file, work.message, comments: work.comments)
        finding.confidence = work.confidence
        // One comment per line and kind of work: `DateFormatter()` and its type say it once.
        guard seen.insert("\(finding.line):\(work.isFormatting)").inserted else {
          return nil as FindingGroups.Member?
        }
        let kind = "\(type.name)#\(work.isFormatting)"
        let function = work.node.enclosingFunction.map { ["\(kind)#function#\($0.id)"] } ?? []
        // A view (a SwiftUI view's formatters all feed its one `body`) formats as one problem,
        // whatever formatters it takes: the fix is one, strings made for it. A screen's
        // formatting is one problem per formatter or call, as its data access is per service.
        let cause = work.isFormatting && type.role == .view ? kind : "\(kind)#\(work.cause)"
        return FindingGroups.Member(keys: [cause] + function, finding: finding, note: work.note)
      }
      return FindingGroups.merge(members)
    }
  }
}

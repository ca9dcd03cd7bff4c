extension Finding: Encodable {
  private enum CodingKeys: String, CodingKey {
    case file, line, column, severity, message, declaration, fingerprint, reviewComments, confidence, related
    case ruleID = "rule"
    case reviewCommentsURL = "reviewCommentsUrl"
  }

  /// The JSON report's shape: the finding, its fingerprint and the review comments it cites
  /// with the page that explains them.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(severity, forKey: .severity)
    try container.encode(message, forKey: .message)
    try container.encode(ruleID, forKey: .ruleID)
    try container.encode(declaration, forKey: .declaration)
    try container.encode(fingerprint, forKey: .fingerprint)
    try container.encode(reviewComments, forKey: .reviewComments)
    try container.encode(confidence, forKey: .confidence)
    try container.encode(related, forKey: .related)
    if !reviewComments.isEmpty { try container.encode(ReviewComments.tableURL, forKey: .reviewCommentsURL) }
  }
}

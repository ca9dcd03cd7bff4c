import Testing

/// The command-line tests that run `tvguide` against the loopback TVMaze stand-in.
///
/// They run one at a time: each starts `tvguide` processes, and dozens at once would take
/// the processor from the rest of the test run, whose real-time waits would then expire.
@Suite(.serialized) enum LiveSourceCLITests {}

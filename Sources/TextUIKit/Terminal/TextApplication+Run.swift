import Foundation

extension TextApplication {
  /// Runs the app on the real terminal: full screen when standard input and output are both
  /// terminals, line mode otherwise.
  public func run(environment: TerminalEnvironment = .current()) async {
    guard environment.isInputTerminal && environment.isOutputTerminal, TerminalSession.enter() else {
      await runLineMode(lines: TerminalInput.lines(), output: StandardOutput(), width: environment.width)
      return
    }
    defer { TerminalSession.leave() }
    onSuspend = { TerminalSession.suspend() }
    defer { onSuspend = nil }
    let (events, sink) = AsyncStream.makeStream(of: Event.self)
    let input = TerminalInput.bytes()
    let reader = Task.detached {
      for await bytes in input { sink.yield(.input(bytes)) }
      sink.yield(.inputEnded)
    }
    defer { reader.cancel() }
    let resizes = ResizeNotifier { sink.yield(.resize) }
    defer { resizes.stop() }
    let renderer = TextFrameRenderer(usesColor: environment.usesColor, usesStyles: true)
    await runFullScreen(
      events: events, sink: sink, screen: TerminalScreen(output: StandardOutput(), renderer: renderer)
    ) { (environment.width, environment.height) }
  }

  /// Line mode: prints the screen, then for each command performs it and prints the screen
  /// again, as plain text; a command that changed nothing first gets one line saying why.
  /// Ends at `quit` or at the end of input.
  package func runLineMode(lines: AsyncStream<String>, output: any TerminalOutput, width: Int) async {
    navigationController.makeVisible()
    await settle()
    var screen = transcript(width: width)
    output.write(screen)
    for await line in lines {
      switch LineCommand(line: line) {
      case .action(.quit):
        return
      case .action(let action):
        let top = navigationController.topViewController
        let handled = top?.handle(action) ?? false
        if !handled, let refusal = top?.refusal(of: action) {
          output.write(
            Self.wrapped(
              "\(LineCommand.echo(line.trimmingCharacters(in: .whitespaces))): \(refusal)", toWidth: width))
          continue
        }
        if !handled, LineCommand.needsItsScreen(action) {
          output.write(Self.wrapped(lineModeHelp, toWidth: width))
          continue
        }
        await settle()
        let previous = screen
        screen = transcript(width: width)
        if screen == previous, let notice = LineCommand.notice(whenUnchangedBy: action) {
          output.write(Self.wrapped(notice, toWidth: width))
        }
        output.write("\n" + screen)
      case .help, .unknown:
        output.write(Self.wrapped(lineModeHelp, toWidth: width))
      case .invalid(let message):
        output.write(Self.wrapped(message, toWidth: width))
      }
    }
  }

  /// A line of line mode's own, wrapped like the screen so that no line is wider than it.
  private static func wrapped(_ text: String, toWidth width: Int) -> String {
    TextFitting.wrap(text, toWidth: width).map { $0 + "\n" }.joined()
  }

  /// The full-screen loop: draws, then redraws after every key, resize and screen update.
  /// Screens ask for redraws through the navigation controller; they go into `sink` so one
  /// loop handles everything in order. Returns when a key quits or input ends.
  package func runFullScreen(
    events: AsyncStream<Event>, sink: AsyncStream<Event>.Continuation, screen: TerminalScreen,
    size: @escaping @MainActor () -> (width: Int, height: Int)
  ) async {
    navigationController.onNeedsDisplay = { [weak self] in
      guard let self, !self.isRedrawPending else { return }
      self.isRedrawPending = true
      sink.yield(.redraw)
    }
    defer { navigationController.onNeedsDisplay = nil }
    navigationController.makeVisible()
    draw(on: screen, size: size())
    for await event in events {
      switch event {
      case .input(let bytes):
        guard handleInput(bytes) else { return }
      case .resize:
        screen.invalidate()
      case .redraw:
        break
      case .inputEnded:
        return
      }
      draw(on: screen, size: size())
    }
  }

  private func draw(on screen: TerminalScreen, size: (width: Int, height: Int)) {
    isRedrawPending = false
    screen.draw(frame(width: size.width, height: size.height))
  }
}

import CX11

extension InputMethod {
    /// Called back when the input method starts composing; nothing shows until it draws.
    func preeditDidStart() {}

    /// Called back when part of the preedit text changed: applies the change and tells the client.
    ///
    /// A NULL text deletes `chg_length` characters at `chg_first`; a text
    /// replaces them; a text with no string changes the feedback only.
    func preeditDraw(_ draw: XIMPreeditDrawCallbackStruct) {
        guard !isResetting else { return }
        var scalars: [Unicode.Scalar]? = nil
        var feedback: [UInt]? = nil
        if let text = draw.text {
            (scalars, feedback) = XIMTextDecoding.decode(text.pointee)
            // Neither characters nor feedback: only the caret moves.
            if scalars == nil && feedback == nil { feedback = [] }
        }
        preedit.draw(
            caret: Int(draw.caret), first: Int(draw.chg_first), length: Int(draw.chg_length),
            text: scalars, feedback: feedback)
        client?.inputMethod(self, didChangePreedit: preedit)
    }

    /// Called back when the caret moved inside the preedit; returns the caret's new position.
    func preeditCaret(_ caret: XIMPreeditCaretCallbackStruct) -> Int {
        let move: PreeditText.CaretMove
        switch caret.direction {
        case XIMAbsolutePosition: move = .absolute(Int(caret.position))
        case XIMForwardChar: move = .forward
        case XIMBackwardChar: move = .backward
        case XIMLineStart, XIMBackwardWord: move = .start
        case XIMLineEnd, XIMForwardWord: move = .end
        default: move = .unchanged
        }
        let position = preedit.moveCaret(move)
        if !isResetting { client?.inputMethod(self, didChangePreedit: preedit) }
        return position
    }

    /// Called back when composition ended; the committed text, if any, arrives through key lookup.
    func preeditDidEnd() {
        guard !isResetting else { return }
        endComposition()
    }

    /// Forgets the composition and tells the client, when there was one.
    func endComposition() {
        guard !preedit.isEmpty else { return }
        preedit.clear()
        client?.inputMethod(self, didChangePreedit: preedit)
    }

    /// Forgets the composition without telling the client: a commit arrived through key lookup and replaces the marked text.
    func compositionWasCommitted() {
        preedit.clear()
        mayBeComposing = false
    }

    /// Makes an on-the-spot input method drop its composition (`Xutf8ResetIC`), when the area committed or dropped the marked text itself (Tab, losing focus).
    ///
    /// What the input method returns is discarded: the area has already
    /// committed what it showed. The callbacks the reset causes are ignored.
    func resetComposition() {
        preedit.clear()
        noticeServerExit()
        guard style == .onTheSpot else { return }
        reset()
    }

    /// Ends the composition in every style and commits nothing, as GTK's text views do when clicked while composing.
    ///
    /// The context is reset when a composition may be under way: on the
    /// spot when the window shows one, in any style when the input method
    /// took a key since the last commit (over the spot and root, the window
    /// does not see the composition). What the reset returns is dropped, and
    /// so is a commit the input method sends before the next key.
    func discardComposition() {
        let composing = !preedit.isEmpty || mayBeComposing
        preedit.clear()
        guard composing, context != nil else { return }
        noticeServerExit()
        reset()
        EventTrace.record("composition", "discarded")
    }

    /// Resets the context, dropping what it returns, and drops the next commit that arrives before a key.
    private func reset() {
        guard let context else { return }
        isResetting = true
        defer { isResetting = false }
        if let discarded = Xutf8ResetIC(context) { XFree(discarded) }
        mayBeComposing = false
        dropsStaleCommit = true
    }
}

import TextAreaCore

// Drawing decorations: backgrounds under the selection and the text, text colours, single and wavy underlines.
extension TextAreaView {
    /// The length of one wave of a wavy underline, in 96 dpi pixels.
    static let wavePeriod = 4.0
    /// How far a wavy underline swings each side of its middle, in 96 dpi pixels.
    static let waveAmplitude = 1.0

    /// Fills the background of each piece that has one, in drawing order.
    func drawDecorationBackgrounds(_ pieces: [DrawnViewState.Decoration], on canvas: Canvas) {
        for piece in pieces {
            if let color = piece.style.backgroundColor { canvas.fill(piece.box, color: color) }
        }
    }

    /// Draws the glyphs inside each piece that has a text colour in that colour.
    ///
    /// The glyph runs are not split by colour: each such piece's box is drawn
    /// again, clipped to it (and to `inside`, the region being redrawn, when
    /// there is one), from the view's background up (decoration backgrounds,
    /// selection), then its line's text in the piece's colour, so the glyphs'
    /// edges blend over the background and not over the glyphs drawn before.
    /// `queue` queues a line's glyphs. The clip is left as the view's content
    /// (or `inside`).
    func drawDecorationTextColors(
        _ state: DrawnViewState, selectionColor: Color, within inside: DirtyRegion?, on canvas: Canvas,
        queue: (DrawnViewState.Line) -> Void
    ) {
        // Loops, not closures: in a main-actor method a closure is checked for its executor at every call.
        var pieces: [DrawnViewState.Decoration] = []
        for piece in state.decorations where piece.style.textColor != nil { pieces.append(piece) }
        guard !pieces.isEmpty else { return }
        defer {
            if let inside { canvas.clip(to: inside) } else { canvas.clip(to: contentClip) }
        }
        for piece in pieces {
            var pieceLine: DrawnViewState.Line? = nil
            for line in state.lines where line.line.index == piece.lineIndex {
                pieceLine = line
                break
            }
            guard let color = piece.style.textColor, let line = pieceLine,
                let box = Self.intersection(piece.box, state.contentClip)
            else { continue }
            if let inside {
                let clipped = inside.clipped(to: box)
                if clipped.isEmpty { continue }
                canvas.clip(to: clipped)
            } else {
                canvas.clip(to: box)
            }
            canvas.fill(box, color: style.background)
            var underBox: [DrawnViewState.Decoration] = []
            for decoration in state.decorations where decoration.box.intersects(box) { underBox.append(decoration) }
            drawDecorationBackgrounds(underBox, on: canvas)
            for rect in state.selection where rect.intersects(box) { canvas.fill(rect, color: selectionColor) }
            queue(line)
            canvas.flushText(color: color)
        }
    }

    /// Draws the underline of each piece that has one: in its underline colour, else its text colour, else the
    /// area's; a single one at the face's underline position, a wavy one just below the baseline; both inside the
    /// line's box.
    func drawDecorationUnderlines(_ pieces: [DrawnViewState.Decoration], on canvas: Canvas) {
        guard !pieces.isEmpty else { return }
        let area = textArea
        // Found once for all the pieces (a screen of misspelled words has hundreds): the scale, the font's underline
        // and the wave's shape.
        let thickness = lineWidth
        let drop = underlineDrop(for: area.font, thickness: thickness)
        let textColor = area.textColor
        let amplitude = max(scaled(Self.waveAmplitude), 1)
        let waveHeight = 2 * amplitude + thickness
        let shape = WaveShape(
            period: Int(max(scaled(Self.wavePeriod), 4).rounded()), amplitude: amplitude, thickness: thickness)
        let limit = canvas.limit
        for piece in pieces {
            guard let kind = piece.style.underline else { continue }
            // A piece away from the box being redrawn would only be clipped away (a wave is many rectangles).
            if let limit, !Self.outset(piece.box, by: 2 * thickness).intersects(limit) { continue }
            let color = piece.style.underlineColor ?? piece.style.textColor ?? textColor
            let baseline = piece.baseline.rounded()
            switch kind {
            case .single:
                let single = Self.underline(
                    from: piece.box.minX, width: piece.box.width, baseline: baseline, drop: drop, thickness: thickness)
                let top = min(single.minY, piece.box.maxY - single.height)
                canvas.fill(Rect(x: single.minX, y: top, width: single.width, height: single.height), color: color)
            case .wavy:
                // Just below the baseline, kept inside the line's box when its descent is short.
                let top = max(min(baseline + thickness, piece.box.maxY - waveHeight), baseline)
                canvas.fillWave(shape, from: piece.box.minX, to: piece.box.maxX, top: top, color: color)
            }
        }
    }

    /// The rectangles of a wavy underline from `minX` to `maxX` whose highest pixels are at `top`: a zig-zag of
    /// `period` pixels swinging `amplitude` each side of its middle, `thickness` thick, in whole-pixel columns
    /// (columns at the same height merged). Its phase follows the window's x, so pieces side by side join.
    nonisolated static func wavyUnderline(
        from minX: Double, to maxX: Double, top: Double, amplitude: Double, period: Double, thickness: Double
    ) -> [Rect] {
        let left = Int(minX.rounded())
        let right = Int(maxX.rounded())
        guard right > left, period > 0 else { return [] }
        let wave = Int(period.rounded())
        var rects: [Rect] = []
        var run: (x: Int, width: Int, y: Double)? = nil
        for x in left..<right {
            let phase = Double(((x % wave) + wave) % wave) / Double(wave)
            // A triangle wave: down from the top for half a period, then up again.
            let swing = phase < 0.5 ? phase * 2 : 2 - phase * 2
            let y = top + (2 * amplitude * swing).rounded()
            if let current = run, current.y == y {
                run?.width += 1
            } else {
                if let current = run {
                    rects.append(
                        Rect(x: Double(current.x), y: current.y, width: Double(current.width), height: thickness))
                }
                run = (x, 1, y)
            }
        }
        if let current = run {
            rects.append(Rect(x: Double(current.x), y: current.y, width: Double(current.width), height: thickness))
        }
        return rects
    }

    /// The overlap of two rectangles, or nil when they share no area.
    static func intersection(_ first: Rect, _ second: Rect) -> Rect? {
        let left = max(first.minX, second.minX)
        let right = min(first.maxX, second.maxX)
        let top = max(first.minY, second.minY)
        let bottom = min(first.maxY, second.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension TextAreaView {
    /// `rect` grown by `margin` on every side.
    static func outset(_ rect: Rect, by margin: Double) -> Rect {
        Rect(
            x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin,
            height: rect.height + 2 * margin)
    }
}

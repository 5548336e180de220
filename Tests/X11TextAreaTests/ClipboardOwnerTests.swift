import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// This client owns a selection; xclip (and a helper client) read it.
    @Suite struct ClipboardOwnerTests {
        @Test func xclipReadsClipboardTextByteForByte() throws {
            let fixture = try ClipboardFixture()
            for sample in ClipboardSamples.all {
                fixture.clipboard.own(.clipboard, text: sample, time: Time(CurrentTime))
                #expect(fixture.clipboard.owns(.clipboard))
                #expect(fixture.owner(of: "CLIPBOARD") == fixture.clipboard.window)
                let xclip = try fixture.xclipOut(["-selection", "clipboard"])
                #expect(xclip.status == 0)
                #expect(xclip.output == Array(sample.utf8))
            }
        }

        @Test func xclipReadsPrimaryByteForByte() throws {
            let fixture = try ClipboardFixture()
            for sample in ClipboardSamples.all {
                fixture.clipboard.own(.primary, text: sample, time: Time(CurrentTime))
                let xclip = try fixture.xclipOut(["-selection", "primary"])
                #expect(xclip.status == 0)
                #expect(xclip.output == Array(sample.utf8))
            }
            #expect(!fixture.clipboard.owns(.clipboard))
        }

        @Test func targetsListsEveryServedTarget() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: "x", time: Time(CurrentTime))
            let xclip = try fixture.xclipOut(["-selection", "clipboard", "-t", "TARGETS"])
            #expect(xclip.status == 0)
            let listed = xclip.outputText.split(separator: "\n").map(String.init)
            #expect(
                listed == [
                    "TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8",
                    "TEXT", "STRING",
                ])
        }

        @Test func stringTargetIsLatin1WithQuestionMarks() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: "café ü – 日本 👍🏽 e\u{301}\r\n", time: Time(CurrentTime))
            let xclip = try fixture.xclipOut(["-selection", "clipboard", "-t", "STRING"])
            #expect(xclip.status == 0)
            // é and ü in Latin-1; the dash, each ideograph, the emoji with its modifier and the
            // e + combining accent (one character each) become one '?'; CR LF stays two bytes.
            let expected: [UInt8] = Array("caf".utf8) + [0xE9, 0x20, 0xFC] + Array(" ? ?? ? ?\r\n".utf8)
            #expect(xclip.output == expected)
        }

        @Test func textAndMimeTargetsAreUTF8() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.cjk, time: Time(CurrentTime))
            for target in ["TEXT", "text/plain;charset=utf-8", "UTF8_STRING"] {
                let xclip = try fixture.xclipOut(["-selection", "clipboard", "-t", target])
                #expect(xclip.status == 0, "target \(target)")
                #expect(xclip.output == Array(ClipboardSamples.cjk.utf8), "target \(target)")
            }
        }

        @Test func unknownTargetIsRefused() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: "x", time: Time(CurrentTime))
            let xclip = try fixture.xclipOut(["-selection", "clipboard", "-t", "image/png"])
            #expect(xclip.status != 0)
            #expect(xclip.output.isEmpty)
            #expect(xclip.errorText.contains("image/png"))
        }

        @Test func servesTheSnapshotNotLaterEdits() throws {
            let fixture = try ClipboardFixture()
            var source = "copied text"
            fixture.clipboard.own(.clipboard, text: source, time: Time(CurrentTime))
            fixture.clipboard.own(.primary, time: Time(CurrentTime)) { source }
            source += " and a later edit"
            // CLIPBOARD serves the copy; PRIMARY, owned through a provider, follows the edit.
            let clipboard = try fixture.xclipOut(["-selection", "clipboard"])
            #expect(clipboard.outputText == "copied text")
            let primary = try fixture.xclipOut(["-selection", "primary"])
            #expect(primary.outputText == "copied text and a later edit")
        }

        @Test func providerIsAskedAtRequestTime() throws {
            let fixture = try ClipboardFixture()
            var live: String? = "first selection"
            var asked = 0
            fixture.clipboard.own(.primary, time: Time(CurrentTime)) {
                asked += 1
                return live
            }
            #expect(asked == 0)
            live = "selection after a drag"
            let first = try fixture.xclipOut(["-selection", "primary"])
            #expect(first.outputText == "selection after a drag")
            #expect(asked == 1)
            live = nil
            let refused = try fixture.xclipOut(["-selection", "primary"])
            #expect(refused.status != 0)
            #expect(refused.output.isEmpty)
        }

        @Test func losesOwnershipWhenXclipTakesOver() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: "ours", time: Time(CurrentTime))
            #expect(fixture.clipboard.owns(.clipboard))
            let xclip = try fixture.xclipIn(Array("theirs".utf8))
            #expect(fixture.pump.run(timeout: 5) { !fixture.clipboard.owns(.clipboard) })
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == ["theirs"])
            fixture.finish(xclip)
            #expect(xclip.status == 0)
        }

        @Test func disownReleasesTheSelection() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: "x", time: Time(CurrentTime))
            fixture.clipboard.disown(.clipboard, time: Time(CurrentTime))
            #expect(!fixture.clipboard.owns(.clipboard))
            #expect(fixture.owner(of: "CLIPBOARD") == 0)
            let xclip = try fixture.xclipOut(["-selection", "clipboard"])
            #expect(xclip.status != 0)
        }

        @Test func staleTimestampDoesNotTakeOwnership() throws {
            let fixture = try ClipboardFixture()
            let helper = try SelectionTestClient(displayName: fixture.displayName)
            helper.own("CLIPBOARD")
            // A time long before the helper's ownership: the server ignores the request.
            fixture.clipboard.own(.clipboard, text: "late", time: 1)
            #expect(!fixture.clipboard.owns(.clipboard))
            #expect(fixture.owner(of: "CLIPBOARD") == helper.window)
        }

        @Test func obsoleteRequestorGetsTheTargetAsProperty() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.emoji, time: Time(CurrentTime))
            helper.convert("CLIPBOARD", to: "UTF8_STRING", property: 0)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            let notification = try #require(helper.notifications.first)
            #expect(notification.property == helper.atom("UTF8_STRING"))
            let stored = helper.read(helper.atom("UTF8_STRING"))
            #expect(stored?.type == helper.atom("UTF8_STRING"))
            #expect(stored?.bytes == Array(ClipboardSamples.emoji.utf8))
        }

        @Test func timestampIsTheTimeOwnershipWasTaken() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            let taken = fixture.clipboard.serverTimestamp()
            fixture.clipboard.own(.clipboard, text: "x", time: taken)
            let property = helper.atom("STAMP")
            helper.convert("CLIPBOARD", to: "TIMESTAMP", property: property)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            #expect(helper.notifications.first?.property == property)
            let stored = helper.read(property)
            #expect(stored?.type == helper.atom("INTEGER"))
            #expect(stored?.format == 32)
            #expect(stored?.values == [UInt(taken)])
        }

        @Test func requestFromBeforeOwnershipIsRefused() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            let taken = fixture.clipboard.serverTimestamp()
            fixture.clipboard.own(.clipboard, text: "x", time: taken)
            helper.convert(
                "CLIPBOARD", to: "UTF8_STRING", property: helper.atom("EARLY"),
                time: Time(UInt32(truncatingIfNeeded: taken &- 1000)))
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            #expect(helper.notifications.first?.property == 0)
        }

        @Test func multipleConvertsEachPairAndMarksFailures() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            fixture.clipboard.own(.clipboard, text: "naïve 日本", time: Time(CurrentTime))
            let pairs = helper.atom("PAIRS")
            let first = helper.atom("FIRST")
            let second = helper.atom("SECOND")
            let third = helper.atom("THIRD")
            helper.write(
                pairs, type: "ATOM_PAIR",
                values: [
                    UInt(helper.atom("UTF8_STRING")), UInt(first),
                    UInt(helper.atom("STRING")), UInt(second),
                    UInt(helper.atom("image/png")), UInt(third),
                ])
            helper.convert("CLIPBOARD", to: "MULTIPLE", property: pairs)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            #expect(helper.notifications.first?.property == pairs)
            #expect(helper.read(first)?.bytes == Array("naïve 日本".utf8))
            #expect(helper.read(second)?.bytes == Array("na".utf8) + [0xEF] + Array("ve ??".utf8))
            #expect(helper.read(third)?.exists == false)
            let answered = helper.read(pairs)?.values ?? []
            #expect(
                answered == [
                    UInt(helper.atom("UTF8_STRING")), UInt(first), UInt(helper.atom("STRING")),
                    UInt(second), UInt(helper.atom("image/png")), 0,
                ])
        }
    }
}

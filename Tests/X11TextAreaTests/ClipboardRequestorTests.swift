import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Another client owns a selection; this client reads it.
    @Suite struct ClipboardRequestorTests {
        @Test func readsXclipClipboardByteForByte() throws {
            let fixture = try ClipboardFixture()
            for sample in ClipboardSamples.all {
                let xclip = try fixture.xclipIn(Array(sample.utf8))
                let received = fixture.requestText(from: .clipboard)
                #expect(received.answers == [sample])
                #expect(received.text.map { Array($0.utf8) } == Array(sample.utf8))
                fixture.finish(xclip)
                #expect(xclip.status == 0)
            }
            #expect(fixture.clipboard.statistics.localAnswers == 0)
        }

        @Test func readsXclipPrimary() throws {
            let fixture = try ClipboardFixture()
            let xclip = try fixture.xclipIn(Array(ClipboardSamples.cjk.utf8), selection: "primary")
            #expect(fixture.requestText(from: .primary).answers == [ClipboardSamples.cjk])
            fixture.finish(xclip)
        }

        @Test func invalidUTF8ArrivesRepaired() throws {
            let fixture = try ClipboardFixture()
            // A stray continuation-free 0xFF, a lead byte followed by ASCII, and a truncated sequence at the end.
            let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0x63, 0xE2, 0x82]
            let xclip = try fixture.xclipIn(bytes)
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == ["a\u{FFFD}b\u{FFFD}(c\u{FFFD}"])
            fixture.finish(xclip)
        }

        @Test func stringTypeIsDecodedAsLatin1() throws {
            let fixture = try ClipboardFixture()
            // xclip answers every target with the type it was given, here STRING.
            let xclip = try fixture.xclipIn([0x63, 0x61, 0x66, 0xE9, 0x20, 0xFC], extraArguments: ["-t", "STRING"])
            #expect(fixture.requestText(from: .clipboard).answers == ["café ü"])
            fixture.finish(xclip)
        }

        @Test func fallsBackToStringWhenUTF8IsRefused() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            var targets: [String] = []
            helper.answer = { [unowned helper] request in
                targets.append(helper.name(of: request.target))
                return request.target == helper.atom("STRING")
                    ? .bytes(type: "STRING", [0x6E, 0x61, 0xEF, 0x76, 0x65]) : .refuse
            }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == ["naïve"])
            #expect(targets == ["UTF8_STRING", "STRING"])
        }

        @Test func ownerRefusingBothTargetsGivesNil() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .refuse }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(helper.requestCount == 2)
            #expect(fixture.clipboard.lastFailure == .refused)
        }

        @Test func wrongTypeOrFormatIsAFailure() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .values(type: "ATOM", [1, 2, 3]) }
            helper.own("CLIPBOARD")
            #expect(fixture.requestText(from: .clipboard).answers == [nil])
            #expect(fixture.clipboard.lastFailure == .notText(type: "ATOM/32"))

            helper.answer = { _ in .bytes(type: "image/png", [0x89, 0x50, 0x4E, 0x47]) }
            #expect(fixture.requestText(from: .clipboard).answers == [nil])
            #expect(fixture.clipboard.lastFailure == .notText(type: "image/png/8"))
        }

        @Test func emptyTextIsEmptyNotAFailure() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .bytes(type: "UTF8_STRING", []) }
            helper.own("CLIPBOARD")
            #expect(fixture.requestText(from: .clipboard).answers == [""])
        }

        @Test func successWithoutPropertyIsAFailure() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .notifyWithoutStoring }
            helper.own("CLIPBOARD")
            #expect(fixture.requestText(from: .clipboard).answers == [nil])
            #expect(fixture.clipboard.lastFailure == .missingProperty)
        }

        @Test func noOwnerGivesNilPromptly() throws {
            // A timeout longer than the wait for the answer: only the server's refusal can end the request in time.
            let fixture = try ClipboardFixture(timeout: 60)
            XSetSelectionOwner(
                fixture.connection.display, XInternAtom(fixture.connection.display, "CLIPBOARD", 0),
                Window(None), Time(CurrentTime))
            try #require(fixture.owner(of: "CLIPBOARD") == 0)
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(fixture.clipboard.lastFailure == .refused, "the server's refusal ends it, not the timeout")
            #expect(fixture.clipboard.nextDeadline == nil)
        }

        @Test func ownSelectionIsAnsweredLocally() throws {
            let fixture = try ClipboardFixture()
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.emoji, time: Time(CurrentTime))
            var live = "live primary"
            fixture.clipboard.own(.primary, time: Time(CurrentTime)) { live }
            #expect(fixture.requestText(from: .clipboard).answers == [ClipboardSamples.emoji])
            live = "changed"
            #expect(fixture.requestText(from: .primary).answers == ["changed"])
            #expect(fixture.clipboard.statistics.localAnswers == 2)
            #expect(fixture.clipboard.statistics.requestsServed == 0)
        }

        @Test func clipboardAndPrimaryAtOnce() throws {
            let fixture = try ClipboardFixture()
            let clipboardOwner = try fixture.xclipIn(Array(ClipboardSamples.cjk.utf8), selection: "clipboard")
            let primaryOwner = try fixture.xclipIn(Array(ClipboardSamples.emoji.utf8), selection: "primary")
            var clipboardAnswers: [String?] = []
            var primaryAnswers: [String?] = []
            fixture.clipboard.requestText(from: .clipboard, time: Time(CurrentTime)) { clipboardAnswers.append($0) }
            fixture.clipboard.requestText(from: .primary, time: Time(CurrentTime)) { primaryAnswers.append($0) }
            #expect(fixture.clipboard.incoming.count == 2)
            fixture.pump.run(timeout: 10) { !clipboardAnswers.isEmpty && !primaryAnswers.isEmpty }
            fixture.pump.run(timeout: 0.05) { false }
            #expect(clipboardAnswers == [ClipboardSamples.cjk])
            #expect(primaryAnswers == [ClipboardSamples.emoji])
            fixture.finish(clipboardOwner)
            fixture.finish(primaryOwner)
        }

        @Test func secondRequestWhileOneIsInFlightSharesTheAnswer() throws {
            let fixture = try ClipboardFixture()
            let xclip = try fixture.xclipIn(Array("shared".utf8))
            var answers: [String?] = []
            fixture.clipboard.requestText(from: .clipboard, time: Time(CurrentTime)) { answers.append($0) }
            fixture.clipboard.requestText(from: .clipboard, time: Time(CurrentTime)) { answers.append($0) }
            fixture.pump.run(timeout: 10) { answers.count == 2 }
            fixture.pump.run(timeout: 0.05) { false }
            #expect(answers == ["shared", "shared"])
            fixture.finish(xclip)
        }

        @Test func releasingTheClipboardCompletesWaitingRequestsWithNil() throws {
            var fixture: ClipboardFixture? = try ClipboardFixture()
            let helper = try SelectionTestClient(displayName: fixture!.displayName)
            helper.own("CLIPBOARD")
            var answers: [String?] = []
            fixture!.clipboard.requestText(from: .clipboard, time: Time(CurrentTime)) { answers.append($0) }
            #expect(answers.isEmpty)
            fixture = nil
            #expect(answers == [nil])
        }
    }
}

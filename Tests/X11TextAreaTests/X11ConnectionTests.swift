import CX11
import CX11Shim
import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    @Suite struct X11ConnectionTests {
        @Test func opensTheTestDisplayWithItsScreen() throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            #expect(connection.screenWidth == 1280)
            #expect(connection.screenHeight == 1024)
            #expect(connection.defaultDepth == 24)
            #expect(connection.rootWindow == XRootWindow(connection.display, connection.screen))
            #expect(connection.fileDescriptor == XConnectionNumber(connection.display))
            #expect(connection.fileDescriptor >= 0)
            #expect(connection.maximumRequestBytes >= 256 * 1024)
            #expect(!connection.isConnectionLost)
        }

        @Test func localeIsPreparedForUTF8Input() {
            #expect(X11Locale.prepare())
            let locale = X11Locale.currentCharacterTypeLocale.lowercased()
            #expect(locale.contains("utf-8") || locale.contains("utf8"))
        }

        @Test func badDisplayNameThrowsAClearError() {
            #expect(throws: X11Error.cannotOpenDisplay(name: ":987654")) {
                _ = try X11Connection(displayName: ":987654")
            }
            let text = X11Error.cannotOpenDisplay(name: ":987654").description
            #expect(text.contains("cannot open the X display ':987654'"))
            #expect(text.contains("xvfb-run -a swift run textarea-demo"))
            #expect(text.contains("DISPLAY=:99"))
            #expect(X11Error.cannotOpenDisplay(name: nil).description.contains("$DISPLAY is not set"))
        }

        @Test func trappedProtocolErrorIsReturnedNotPrinted() throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let recentBefore = X11ErrorHandlers.recentErrors
            let (_, errors) = connection.trappingErrors {
                XMapWindow(connection.display, 0x7FFF_0001)
            }
            #expect(errors.count == 1)
            #expect(errors.first?.errorCode == Int(BadWindow))
            #expect(errors.first?.requestName == "X_MapWindow")
            #expect(errors.first?.resourceID == 0x7FFF_0001)
            #expect(X11ErrorHandlers.recentErrors == recentBefore)
        }

        @Test func untrappedProtocolErrorIsRecordedAndTheProcessGoesOn() throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let totalBefore = X11ErrorHandlers.totalErrorCount
            XUnmapWindow(connection.display, 0x7FFF_0002)
            connection.sync()
            #expect(X11ErrorHandlers.totalErrorCount == totalBefore + 1)
            #expect(X11ErrorHandlers.recentErrors.last?.resourceID == 0x7FFF_0002)
            #expect(X11ErrorHandlers.recentErrors.last?.requestName == "X_UnmapWindow")
            // The connection still works after the error.
            let (_, errors) = connection.trappingErrors { XNoOp(connection.display) }
            #expect(errors.isEmpty)
        }

        @Test func lostConnectionRunsRegisteredHandlersInOrderOnce() throws {
            let server = try XvfbServer.start(width: 320, height: 240)
            defer { server.stop() }
            let connection = try X11Connection(displayName: server.displayName)
            X11ErrorHandlers.exitsOnConnectionLoss = false
            defer { X11ErrorHandlers.exitsOnConnectionLoss = true }
            var calls: [String] = []
            let first = X11ErrorHandlers.addConnectionLostHandler { calls.append("first") }
            let removed = X11ErrorHandlers.addConnectionLostHandler { calls.append("removed") }
            let second = X11ErrorHandlers.addConnectionLostHandler { calls.append("second") }
            X11ErrorHandlers.removeConnectionLostHandler(removed)
            defer {
                X11ErrorHandlers.removeConnectionLostHandler(first)
                X11ErrorHandlers.removeConnectionLostHandler(second)
            }

            server.stop()
            connection.sync()
            #expect(calls == ["first", "second"])
            #expect(connection.isConnectionLost)
            connection.sync()
            #expect(calls == ["first", "second"])
        }
    }
}

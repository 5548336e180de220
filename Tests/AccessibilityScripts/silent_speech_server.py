"""A speech server for Orca that speaks nothing, for X11TextAreaTests' OrcaTests.

Orca loads it when its `speechServerFactory` setting names this module (the
folder must be on Orca's `sys.path`: `orca-session.py` puts it on PYTHONPATH).
Orca's speech module logs every utterance as a `SPEECH OUTPUT: '...'` line in
its debug file before it hands the text to the server (orca/speech.py), so the
tests read what Orca says there, and nothing reaches speech-dispatcher or a
sound card.
"""

from orca import debug, speechserver


class SpeechServer(speechserver.SpeechServer):
    """One silent voice: every request is accepted and dropped."""

    _server = None

    @staticmethod
    def getFactoryName():
        return "Silent (tests)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._server is None:
            SpeechServer._server = SpeechServer()
        return SpeechServer._server

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._server = None

    def getInfo(self):
        return ["Silent (tests)", "silent"]

    def getVoiceFamilies(self):
        return []

    def sayAll(self, utteranceIterator, progressCallback):
        # Orca logs Say All's utterances only when it has no server; log them as it does then, and report them done.
        for context, _acss in utteranceIterator:
            debug.println(debug.LEVEL_INFO, "SPEECH OUTPUT: '" + context.utterance + "'", True)
            progressCallback(context, speechserver.SayAllContext.PROGRESS)
            progressCallback(context, speechserver.SayAllContext.COMPLETED)

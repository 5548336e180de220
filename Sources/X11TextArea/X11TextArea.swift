/// The X11 front end of TextArea.

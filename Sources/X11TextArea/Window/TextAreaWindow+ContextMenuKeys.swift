import CX11
import TextAreaCore

// The open context menu's keys, and what choosing an entry does.
extension TextAreaWindow {
    /// Up, Down, Home and End move the highlight; Return, Enter or Space choose (or open a submenu); Right (Left in a right-to-left menu) opens a submenu and Left (Right) closes it; Escape closes the submenu, else the menu; the Menu key or F10 close the menu.
    func handleContextMenuKeyPress(_ event: inout XKeyEvent, menu: ContextMenu) {
        let keysym = Int32(truncatingIfNeeded: XLookupKeysym(&event, 0))
        let inward = menu.isRightToLeft ? [XK_Left, XK_KP_Left] : [XK_Right, XK_KP_Right]
        let outward = menu.isRightToLeft ? [XK_Right, XK_KP_Right] : [XK_Left, XK_KP_Left]
        // The keys go to the innermost open menu.
        let target = menu.submenu?.menu ?? menu
        switch keysym {
        case XK_Menu, XK_F10: closeContextMenu()
        case XK_Escape:
            if menu.submenu != nil { closeSubmenu(of: menu) } else { closeContextMenu() }
        case XK_Up, XK_KP_Up: target.moveHighlight(by: -1)
        case XK_Down, XK_KP_Down: target.moveHighlight(by: 1)
        case XK_Home, XK_KP_Home: target.highlightEnd(false)
        case XK_End, XK_KP_End: target.highlightEnd(true)
        case _ where outward.contains(keysym):
            closeSubmenu(of: menu)
        case _ where inward.contains(keysym):
            if target === menu, let index = menu.highlighted, menu.items[index].opensSubmenu {
                openSubmenu(of: menu, row: index, highlightFirst: true)
            }
        case XK_Return, XK_KP_Enter, XK_space:
            guard let index = target.highlighted else { break }
            if target === menu, menu.items[index].opensSubmenu {
                openSubmenu(of: menu, row: index, highlightFirst: true)
            } else {
                choose(target.items[index], from: target)
            }
        default: break
        }
    }

    /// Closes the menu and performs `item` in its view: a built-in entry as its shortcut would, an application's through its action, a control character typed at the caret as one undo step.
    func choose(_ item: ContextMenuEntry, from menu: ContextMenu) {
        closeContextMenu()
        let view = menu.view
        guard view.window === self else { return }
        let selectionBefore = view.textArea.selectedRange
        view.restartBlink()
        switch item.kind {
        case .builtIn(let builtIn):
            if let command = builtIn.command { view.textArea.perform(command) }
        case .application(let action), .spelling(let action): action.action(view)
        case .controlCharacter(let character): insert(character, in: view.textArea)
        }
        if view === focusedView, !view.textArea.selectedRange.isEmpty, view.textArea.selectedRange != selectionBefore {
            claimPrimarySelection()
        }
    }

    /// Types `character` over the selection as an undo step of its own: setting the selection again closes the step typing left open before, and after.
    private func insert(_ character: UnicodeControlCharacter, in area: TextArea) {
        area.setSelection(anchor: area.anchorOffset, head: area.caretOffset)
        area.insertText(String(Character(character.scalar)))
        area.setSelection(anchor: area.anchorOffset, head: area.caretOffset)
    }
}

import CX11

/// The `Xft.*` resources of a resource database that render fonts: `Xft.antialias`, `Xft.hinting`, `Xft.hintstyle` and `Xft.rgba`, the fallback when no XSETTINGS manager gives them.
///
/// Read from the text `xrdb` keeps in `RESOURCE_MANAGER`, at most
/// ``X11Connection/resourceDatabaseReadLimit`` bytes of it, each through the
/// lines that can set it (``ResourceLines``) and Xlib's resource manager,
/// as Xft reads them. Values Xft accepts: booleans as `true`/`false`,
/// `yes`/`no`, `on`/`off` or numbers; hint styles by name (`hintslight`) or
/// number (0…3); subpixel orders by name (`rgb`) or Xft's number (0…5).
enum XftResources {
    /// The rendering options the root window's resource database sets now; unset ones are nil.
    static func current(connection: X11Connection) -> FontRenderingOptions {
        guard
            let read = WindowProperty.read(
                display: connection.display, window: connection.rootWindow,
                property: connection.atoms.resourceManager, byteOffset: 0,
                maximumBytes: X11Connection.resourceDatabaseReadLimit),
            read.type == XA_STRING, read.format == 8, !read.bytes.isEmpty
        else { return .unset }
        return read.bytes.withUnsafeBufferPointer(options(inResources:))
    }

    /// The rendering options a resource database in text form sets.
    static func options(inResources resources: UnsafeBufferPointer<UInt8>) -> FontRenderingOptions {
        func value(_ component: String) -> String? {
            ResourceLines.xftValue(component, in: resources)?.lowercased()
        }
        return FontRenderingOptions(
            antialias: value("antialias").flatMap(boolean), hinting: value("hinting").flatMap(boolean),
            hintStyle: value("hintstyle").flatMap(hintStyle), subpixelOrder: value("rgba").flatMap(subpixelOrder))
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "yes", "on", "t", "y": return true
        case "false", "no", "off", "f", "n": return false
        default: return Int(text).map { $0 != 0 }
        }
    }

    private static func hintStyle(_ text: String) -> FontRenderingOptions.HintStyle? {
        if let style = FontRenderingOptions.HintStyle(rawValue: text) { return style }
        return Int32(text).flatMap { FontRenderingOptions.HintStyle(fontconfigValue: $0) }
    }

    private static func subpixelOrder(_ text: String) -> FontRenderingOptions.SubpixelOrder? {
        if let order = FontRenderingOptions.SubpixelOrder(rawValue: text) { return order }
        // Xft's numbers: 0 unknown, 1 rgb, 2 bgr, 3 vrgb, 4 vbgr, 5 none.
        switch Int(text) {
        case 1: return .rgb
        case 2: return .bgr
        case 3: return .vrgb
        case 4: return .vbgr
        case 5: return FontRenderingOptions.SubpixelOrder.none
        default: return nil
        }
    }
}

# Sourced, not run: sets `import_flags`, what a compiler invocation outside SwiftPM needs to import
# this package's modules from the debug build in directory $1 — the built modules, the C targets'
# module maps and headers, and the system libraries' headers (from the manifest's pkgConfig names).
# Run from the package's root.
module_import_flags() {
    local bin=$1 map include flag
    import_flags=(-I "$bin/Modules" -module-cache-path "$bin/ModuleCache")
    for map in "$PWD"/Sources/*/module.modulemap "$bin"/*.build/module.modulemap; do
        [[ -f $map ]] && import_flags+=(-Xcc "-fmodule-map-file=$map")
    done
    for include in "$PWD"/Sources/*/include; do
        [[ -d $include ]] && import_flags+=(-Xcc -I -Xcc "$include")
    done
    local pkg_config_names
    read -r -a pkg_config_names <<<"$(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift | tr '\n' ' ')"
    for flag in $(pkg-config --cflags-only-I "${pkg_config_names[@]}"); do
        import_flags+=(-Xcc "$flag")
    done
}

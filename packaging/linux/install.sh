#!/bin/sh
# Install fhrtool for the current user: the `fhrtool` command, the menu entry, the icon and the file types
# (*.fhrc campaigns, *.fhrs sheets). The program itself stays in this folder: after moving the folder, run
# this again. Nothing needs root.
#
#   ./install.sh              install (into $XDG_DATA_HOME, default ~/.local/share, and ~/.local/bin)
#   ./install.sh --uninstall  remove what install put there
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
app_id=io.github.fhrtool

refresh() {
    # Each desktop caches these; a missing tool only means that desktop has no such cache.
    if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" || true; fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache --quiet --force "$data/icons/hicolor" || true
    fi
}

shared_files() {
    (cd "$here/share" && find . -type f | sed 's|^\./||')
}

case "${1:-}" in
--uninstall)
    shared_files | while read -r file; do rm -f "$data/$file"; done
    if [ -L "$bin/fhrtool" ]; then rm -f "$bin/fhrtool"; fi
    refresh
    echo "fhrtool: uninstalled (this folder, $here, is left as it is)"
    exit 0
    ;;
"") ;;
*)
    sed -n '2,7s/^# \{0,1\}//p' "$0" >&2
    exit 2
    ;;
esac

case $here in
*[\"\`\$\\]*)
    echo "fhrtool: move this folder to a path without \" \` \$ or \\ first: $here" >&2
    exit 1
    ;;
esac

shared_files | while read -r file; do
    mkdir -p "$(dirname "$data/$file")"
    cp "$here/share/$file" "$data/$file"
done
# The menu entry starts this folder's program, wherever the folder is.
program=$(printf '%s/fhrtool' "$here" | sed 's/[&|]/\\&/g')
sed "s|^Exec=fhrtool |Exec=\"$program\" |" "$here/share/applications/$app_id.desktop" \
    >"$data/applications/$app_id.desktop"
mkdir -p "$bin"
ln -sfn "$here/fhrtool" "$bin/fhrtool"
refresh

echo "fhrtool: installed; start it from the menu or with \`fhrtool\`"
case ":$PATH:" in
*":$bin:"*) ;;
*) echo "fhrtool: note: $bin is not on your PATH; add it to use the \`fhrtool\` command" ;;
esac

#!/usr/bin/env bash
# Installs quest so that it runs from any folder:
#
#   Scripts/install.sh [--prefix DIR]              build in release mode and install (default prefix: /usr/local as
#                                                  root, ~/.local otherwise); run again to update, it is idempotent
#   Scripts/install.sh [--prefix DIR] --uninstall  remove exactly what the install wrote
#
# The layout (QuestInstallation and PrebuiltModules find it through the binary's own location):
#   bin/quest, bin/quest-sandbox
#   lib/quest/Modules/        the module files learner code is compiled against (QuestUI, QuestChecks, QuestLayout,
#                             QuestProtocol, Combine)
#   lib/quest/<Target>.build/ their objects, linked once into lib/quest/QuestRuntime/ by `quest prepare`
#   lib/quest/Templates/      the default site templates (a course's own Templates/ overrides them file by file)
#   lib/quest/NewCourse/      what `quest init` writes
#   lib/quest/install-manifest.txt   every file and folder the install created, for --uninstall
# The C libraries quest links against come from Debian (Scripts/setup.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=""
uninstall=0
while (($#)); do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 64 ;;
    esac
done
if [[ -z "$prefix" ]]; then
    if [[ $(id -u) -eq 0 ]]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
manifest="$prefix/lib/quest/install-manifest.txt"

# Removes the files the manifest lists, then the folders it lists once they are empty (deepest first).
remove_installed() {
    [[ -f "$manifest" ]] || return 0
    local lines kind path
    mapfile -t lines <"$manifest"
    for line in "${lines[@]}"; do
        read -r kind path <<<"$line"
        [[ "$kind" == f ]] && rm -f "$prefix/$path"
    done
    rm -f "$manifest"
    # lib/quest is quest's own: besides what the manifest lists, it holds what `quest prepare` derived from it
    # (lib/quest/QuestRuntime, the linker's .autolink files).
    rm -rf "$prefix/lib/quest"
    printf '%s\n' "${lines[@]}" | awk '$1 == "d" { print length($2), $2 }' | sort -rn | while read -r _ path; do
        rmdir "$prefix/$path" 2>/dev/null || true
    done
}

if ((uninstall)); then
    if [[ ! -f "$manifest" ]]; then
        echo "nothing to uninstall: no $manifest" >&2
        exit 1
    fi
    remove_installed
    echo "removed quest from $prefix"
    exit 0
fi

Scripts/setup.sh
echo "building quest in release mode…" >&2
swift build -c release >&2
bin="$(swift build -c release --show-bin-path)"

remove_installed
entries=()
folders=()
# Creates a folder (and its parents) below the prefix, remembering the ones that did not exist yet.
make_folder() {
    local relative="$1" partial=""
    local IFS=/
    for part in $relative; do
        partial="${partial:+$partial/}$part"
        if [[ ! -d "$prefix/$partial" ]]; then
            mkdir "$prefix/$partial"
            folders+=("d $partial")
        fi
    done
}
# Copies one file to a path below the prefix.
put() {
    local source="$1" relative="$2" mode="${3:-644}"
    make_folder "$(dirname "$relative")"
    install -m "$mode" "$source" "$prefix/$relative"
    entries+=("f $relative")
}
# Copies a folder's files, keeping their paths.
put_tree() {
    local source="$1" relative="$2" file
    while IFS= read -r -d '' file; do
        put "$file" "$relative/${file#"$source"/}"
    done < <(find "$source" -type f -print0 | sort -z)
}

put "$bin/quest" bin/quest 755
put "$bin/quest-sandbox" bin/quest-sandbox 755
# What a grading harness is compiled and linked against, in the same layout as the build folder (PrebuiltModules):
# the module files and each target's objects. The end-to-end test (Scripts/test-install.sh) grades with them.
for target in QuestUI QuestChecks QuestLayout QuestProtocol Combine; do
    put "$bin/Modules/$target.swiftmodule" "lib/quest/Modules/$target.swiftmodule"
    for object in "$bin/$target.build"/*.o; do
        put "$object" "lib/quest/$target.build/$(basename "$object")"
    done
done
# The macros QuestUI declares (`@Entry`), which the compiler loads while it compiles learner code.
put "$bin/QuestMacros-tool" lib/quest/QuestMacros-tool 755
# The C module QuestChecks imports internally (its Linux calls): learner compiles load it through this module map.
put Sources/CLinux/include/CLinux.h lib/quest/CLinux/CLinux.h
modulemap="$(mktemp)"
printf 'module CLinux {\n    header "CLinux.h"\n    export *\n}\n' >"$modulemap"
put "$modulemap" lib/quest/CLinux/module.modulemap
rm -f "$modulemap"
put_tree Templates lib/quest/Templates
put_tree NewCourse lib/quest/NewCourse

make_folder lib/quest
printf '%s\n' "${folders[@]}" "${entries[@]}" >"$manifest"
size=$(du -sh "$prefix/lib/quest" | cut -f1)
echo "installed quest into $prefix (${#entries[@]} files; lib/quest is $size)"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "add $prefix/bin to PATH, e.g.: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
"$prefix/bin/quest" --version
# Links the runtime library every check uses and fills the module cache, so the first check is fast.
"$prefix/bin/quest" prepare

#!/usr/bin/env bash
# Assembles, without any image registry, a base image laid out as the official `swift:6.3-bookworm` is, and prints
# its name:
#
#   Scripts/container-base.sh [--toolchain DIR]    (root; podman, runc and mmdebstrap: Scripts/setup.sh --test)
#
# The official image is Debian 12 with the toolchain's dependencies and the swift.org toolchain unpacked into /usr.
# This does the same from what the machine has: `mmdebstrap` of bookworm with those dependencies, the toolchain that
# is on the machine (default: the one whose swiftc is on PATH, else /opt/swift/usr) copied into the root's /usr, then
# `podman import`. quest's own Debian packages (`Scripts/setup.sh --list`) are installed too, so that building the
# Containerfile on this base needs no network (its `Scripts/setup.sh` then finds them installed).
#
# The image is named localhost/quest-base:<key>, the key a digest of the toolchain's version and size, the package
# lists and a layout number, and is kept in podman's storage: a second run with the same toolchain and packages prints the
# name at once. Takes about 3 minutes (the toolchain is 3.3 GB).
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain=""
while (($#)); do
    case "$1" in
        --toolchain) toolchain="${2:?--toolchain needs a folder}"; shift 2 ;;
        *) echo "container-base.sh: unknown argument $1" >&2; exit 64 ;;
    esac
done
if [[ -z "$toolchain" ]]; then
    swiftc="$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)"
    toolchain="$(dirname "$(dirname "$(readlink -f "$swiftc")")")"
fi
[[ -x "$toolchain/bin/swiftc" ]] || { echo "container-base.sh: no swiftc in $toolchain/bin" >&2; exit 1; }

# The official swift:6.3-bookworm image's own packages (swift-docker's Dockerfile for Debian 12).
official=(binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev
    libsqlite3-dev libstdc++-12-dev libxml2-dev pkg-config tzdata uuid-dev zlib1g-dev)
mapfile -t quest_packages < <(Scripts/setup.sh --list)

key=$(
    {
        "$toolchain/bin/swiftc" --version 2>&1
        du -s --block-size=1 "$toolchain" | cut -f1
        printf '%s\n' "${official[@]}" "${quest_packages[@]}"
        echo "layout 2"   # raise when the way the base is assembled changes
    } | sha256sum | cut -c1-16
)
image="localhost/quest-base:$key"
if podman image exists "$image"; then
    echo "$image"
    exit 0
fi

work="$(mktemp -d /var/tmp/quest-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
packages="$(printf '%s,' "${official[@]}" "${quest_packages[@]}")"
echo "assembling $image: mmdebstrap bookworm + $toolchain…" >&2
nice mmdebstrap --quiet --variant=apt --include="${packages%,}" \
    --aptopt='Acquire::Retries "3"' --customize-hook='rm -rf "$1"/var/lib/apt/lists/*' \
    bookworm "$work/root" http://deb.debian.org/debian >&2
# As the official image unpacks the swift.org tarball with --strip-components=1 into /: usr/bin/swiftc → /usr/bin.
cp -a "$toolchain/." "$work/root/usr/"
# Binaries built on this machine name the toolchain's folder in their run path (/opt/swift/usr/lib/swift/linux): a link
# from that folder to /usr lets them run in the image too, so the container stage copies in the release install it has
# already built (the Containerfile's PREBUILT) instead of compiling quest a second time.
if [[ "$toolchain" != /usr ]]; then
    mkdir -p "$work/root$(dirname "$toolchain")"
    ln -s /usr "$work/root$toolchain"
fi
nice tar -C "$work/root" -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["/bin/bash"]' - "$image" >/dev/null
echo "$image"

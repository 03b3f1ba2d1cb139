#!/bin/sh
# Install the core and ONE plugin in a fresh venv, run that plugin's tests; for every plugin.
# The core comes with its `schema` extra (jsonschema): plugin tests check validate=True. Tests
# that need another format (a shared opener, a later tier) skip, naming it, when it is absent.
# Usage: sh tests/test_plugins_alone.sh PYTHON PLUGIN...
set -eu
python=$1
shift
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# The core alone: importing works, parsing says how to install formats.
"$python" -m venv "$work/core"
"$work/core/bin/python" -m pip -q --disable-pip-version-check install "$root/core" >/dev/null 2>&1
if "$work/core/bin/python" -c '
import toolcalls
try:
    toolcalls.parse_tool_calls("x")
except toolcalls.NoFormatsError as exc:
    assert "pip install" in str(exc), exc
else:
    raise SystemExit("no error without formats")
'; then echo "core alone: NoFormatsError says how to install formats"; else status=1; fi
for plugin in "$@"; do
    venv="$work/$plugin"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip -q --disable-pip-version-check install pytest hypothesis \
        "$root/core[schema]" "$root/plugins/$plugin" >/dev/null 2>&1
    if (cd "$root" && "$venv/bin/python" -m pytest -q -p no:cacheprovider \
            --import-mode=importlib -o addopts="" "plugins/$plugin" >"$work/$plugin.log" 2>&1); then
        echo "$plugin: $(tail -n 1 "$work/$plugin.log")"
    else
        echo "$plugin: FAILED"; tail -n 30 "$work/$plugin.log"; status=1
    fi
done
exit $status

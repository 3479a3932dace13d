# Shared set-up for scripts/play and scripts/test: a local virtual environment with the
# project installed (editable), re-installed only when pyproject.toml changes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
EXTRAS="${1:-}"
PYTHON_BIN="${PYTHON:-python3}"

if [ ! -x "$VENV/bin/python" ]; then
  echo "Creating the virtual environment in .venv ..."
  "$PYTHON_BIN" -m venv "$VENV"
fi

stamp="$VENV/.installed-$(sha1sum "$ROOT/pyproject.toml" | cut -c1-12)${EXTRAS:+-$EXTRAS}"
if [ ! -f "$stamp" ]; then
  echo "Installing Shifting Sands and its dependencies ..."
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$ROOT${EXTRAS:+[$EXTRAS]}"
  touch "$stamp"
fi

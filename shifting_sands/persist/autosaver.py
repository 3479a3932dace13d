"""One match's autosave: written after every turn and when the window closes, removed at the end.

The shell gives each game scene an `Autosaver` (core never imports persist). A match only
ever writes `autosave-<game>-<match id>.json`. If that file exists but this autosaver
neither opened the match from it nor wrote it, it belongs to another copy of the match
(an older save of it loaded again, say): the match then takes a new id, so the other
copy's autosave is never overwritten. When the match ends its own autosave (and `.bak`)
is removed, so finished games leave the Load list; saves the player made stay.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from shifting_sands.persist.atomic import backup_path, remove_file
from shifting_sands.persist.saves import SaveError, autosave_path, match_to_json, save_match
from shifting_sands.rules.match import Match, new_match_id


def _content(match: Match) -> str:
    data = match_to_json(match)
    data.pop("saved_at")
    return json.dumps(data, sort_keys=True)


def _same_file(a: Path, b: Path | None) -> bool:
    if b is None:
        return False
    with contextlib.suppress(OSError):
        return a.resolve() == b.resolve()
    return False


class Autosaver:
    """Call it with the match (after a turn, on quit); it writes only when something changed."""

    def __init__(self, match: Match, source: Path | None = None) -> None:
        self.source = Path(source) if source is not None else None
        self.claimed = False
        target = autosave_path(match.spec.id, match.match_id)
        # Opened from its own autosave: that file is already what we would write.
        self._last = _content(match) if _same_file(target, self.source) else None

    def target(self, match: Match) -> Path:
        """The match's autosave, taking a new match id first if that file is another copy's."""
        path = autosave_path(match.spec.id, match.match_id)
        if not self.claimed:
            while path.exists() and not _same_file(path, self.source):
                match.match_id = new_match_id()
                path = autosave_path(match.spec.id, match.match_id)
            self.claimed = True
        return path

    def __call__(self, match: Match) -> Path | None:
        """Write (or, once the match is over, remove) its autosave; SaveError if we cannot."""
        try:
            path = self.target(match)
        except OSError as exc:  # the saves folder cannot even be looked at
            raise SaveError(exc.strerror or str(exc), Path(exc.filename or
                            autosave_path(match.spec.id, match.match_id)),
                            verb="save") from exc
        if match.state.is_terminal():
            for file in (path, backup_path(path)):
                try:
                    remove_file(file)
                except OSError as exc:
                    raise SaveError(exc.strerror or str(exc), file, verb="remove") from exc
            self._last = None
            return None
        content = _content(match)
        if content != self._last:
            save_match(match, path)
            self._last = content
        return path

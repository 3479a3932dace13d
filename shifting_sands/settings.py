"""User settings, kept as JSON in the user's config folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from shifting_sands.paths import config_dir

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
"""Animation speed name -> duration multiplier (0 skips animations)."""


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: str = "normal"
    volume: float = 0.7
    colourblind_shapes: bool = False
    """Print each symbol's name under it as well as drawing its distinct shape."""
    last_names: tuple[str, ...] = ()

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; defaults for anything missing, unreadable or out of range."""
        settings = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(settings, f.name)
            if f.name == "last_names" and isinstance(value, list):
                setattr(settings, f.name, tuple(str(v) for v in value)[:5])
            elif isinstance(value, type(default)) and not isinstance(default, tuple):
                setattr(settings, f.name, value)
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        settings.volume = min(1.0, max(0.0, float(settings.volume)))
        settings.window_width = max(640, settings.window_width)
        settings.window_height = max(360, settings.window_height)
        return settings

    def save(self) -> None:
        from shifting_sands.persist.atomic import write_atomic

        data = asdict(self)
        data["last_names"] = list(self.last_names)
        write_atomic(self.path(), json.dumps(data, indent=2))

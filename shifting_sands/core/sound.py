"""Short sound effects at the volume of the settings; silent when no audio device exists.

The mixer starts on the first sound rather than at launch, so start-up stays quick and a
machine without audio simply plays nothing.
"""

from __future__ import annotations

import pygame

from shifting_sands.paths import assets_dir


class Sounds:
    def __init__(self, volume: float) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._ready: bool | None = None

    def _start(self) -> bool:
        if self._ready is None:
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self._ready = True
            except pygame.error:
                self._ready = False
        return self._ready

    def play(self, name: str) -> None:
        if self.volume <= 0 or not self._start():
            return
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(assets_dir() / "sounds" /
                                                            f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

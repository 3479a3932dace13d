"""Where a replay stands, as the game's table shows it in place of its live prompt.

In the replay viewer no click reaches the rules, so a table must invite no action there
("Click to hurry the animation", "your turn", "play a cartouche, or pass"): each game's
panel says instead which step of how many is shown and what that step wrote in the log.
"""

from __future__ import annotations

from dataclasses import dataclass

QUIET = {"turn": "{who} made a move the log does not record.",
         "vote": "{who} gave a vote the log does not record.",
         "response": "{who} answered a window; the log records nothing of it.",
         "defender": "{who} answered as the defender; the log records nothing of it.",
         "setup": "{who} made a secret choice before play."}
"""Past tense for each kind of prompt: a step's actor when its step wrote no log line."""


def quiet_line(who: str, kind: str | None) -> str:
    """What a step without a log line did: `who` acted, asked for `kind` (a PromptKind's
    value; None for chance)."""
    if kind is None:
        return "Chance acted; the log records nothing of it."
    return QUIET.get(kind, "{who} acted; the log records nothing of it.").format(who=who)


@dataclass(frozen=True)
class ReplayNote:
    """Step `step` of `length` (0: the game as it was set up) and its log sentences."""

    step: int
    length: int
    lines: tuple[str, ...] = ()
    quiet: str = ""
    """What to say of a step that wrote no log line (who acted, in what role)."""

    @property
    def heading(self) -> str:
        return f"Replay: step {self.step} of {self.length}"

    @property
    def body(self) -> list[str]:
        """The step's log lines, or a sentence saying why there are none."""
        if self.lines:
            return list(self.lines)
        if self.step == 0:
            return ["The game as it was set up, before the first move."]
        return [self.quiet or "This step wrote nothing in the log."]

    @property
    def text(self) -> str:
        """The body as one paragraph."""
        return " ".join(self.body)

    @property
    def first_line(self) -> str:
        return self.body[0]


__all__ = ["ReplayNote", "quiet_line"]

"""Ask before "Done activating" throws OPS away (issue 33: unspent OPS were lost without a
word). The question names how many; its safe answer, on Enter and Esc, goes back to
activating. Only words: what may still be activated is the legal actions'."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as a


def ops_left(view: Any) -> int:
    """The OPS of the operation in hand not yet spent (0 between operations)."""
    op = view.op_data() or {}
    return int(op.get("points", 0)) if op.get("kind") == "ops" else 0


def unspent_words(left: int) -> tuple[str, str, str]:
    """The question's title, text and the button that goes ahead."""
    ops = f"{left} OPS"
    return (f"Lose {ops}?",
            f"You still have {ops} to spend on activations. Done activating now loses "
            f"{'it' if left == 1 else 'them'}: unspent OPS do not carry over to a later "
            "action.",
            f"Done, lose {ops}")


def ask_before_ending(scene: Any, action: Any) -> bool:
    """Ask first when `action` ends the activations with OPS left that could still buy
    one; True when the question was put (it submits the action only on "Done")."""
    if not isinstance(action, a.EndActivation) or not scene.mine():
        return False
    left = ops_left(scene.view())
    if left <= 0 or not any(isinstance(x, a.Activate) for x in scene.my_legal()):
        return False
    from shifting_sands.shell.confirm import ConfirmScene

    title, text, go = unspent_words(left)
    scene.app.push(ConfirmScene(scene.app, title, text, confirm_label=go,
                                on_confirm=lambda: scene.try_action(action),
                                cancel_label="Go back"))
    return True

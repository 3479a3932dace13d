"""The North Africa state: the table (`table.py`) and who acts now.

A turn runs through phases (`phase`): "discard" (each side discards, then draws), "action"
(one action per side per round), then within an action "activate", "move", "attack" and
"combat" (an OPS operation) or "redeploy"; after six rounds the end phases run by themselves
and "replace" asks each side to spend its replacement points. A decision with one possible
answer is taken at once (`settle`), so people and bots are asked only real questions.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, combat, effects, operations, sequence
from shifting_sands.games.north_africa.rules import events as _card_events  # noqa: F401 (registers)
from shifting_sands.games.north_africa.rules.events import allied_politics
from shifting_sands.games.north_africa.rules.tabletop import (
    ALLIED,
    AXIS,
    CHANCE,
    SIDES,
    TERMINAL,
    NorthAfricaTable,
)
from shifting_sands.rules.protocol import Outcome, Prompt, PromptKind

MAX_FORCED = 500
"""Forced steps in a row (one legal answer each) before settling is declared stuck."""
DIE = tuple(range(1, 7))


class NorthAfricaState(NorthAfricaTable):
    codec = ev.ACTION_CODEC

    # -- who acts ---------------------------------------------------------------------
    def _seat_now(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase == "event" and self.pending is not None:
            return int(self.pending["seat"])
        fight = self.combat
        if self.phase == "combat" and fight is not None and fight["steps"]:
            step = fight["steps"][0]
            if step in ("flank", "fire:a", "fire:d"):
                return CHANCE
            if step.startswith(("loss:", "card:", "reroll:")):
                return combat.seat_of_role(self, step[-1])
            if step in ("retreat", "displace"):
                return 1 - fight["seat"]
            return fight["seat"]
        return self.active

    def _legal(self) -> list[Any]:
        """The legal actions, found once a position: `settle` asks for them to see whether
        a choice is forced, the player or bot asks again, and `apply` checks the answer
        against them (three searches of up to hundreds of moves a step, before this)."""
        found = self.__dict__.get("_legal_memo")
        if found is None:
            found = self.__dict__["_legal_memo"] = self._find_legal()
        return list(found)

    def __setattr__(self, name: str, value: Any) -> None:
        if not name.startswith("_") and name != "track_undo":  # the position may change
            self.__dict__["_legal_memo"] = None
        super().__setattr__(name, value)

    def _find_legal(self) -> list[Any]:
        phase = self.phase
        if phase == "over":
            return []
        if phase == "discard":
            return sequence.discard_actions(self)
        if phase == "action":
            return self._action_choices()
        if phase == "activate":
            return operations.activation_actions(self)
        if phase == "move":
            return operations.move_actions(self)
        if phase == "attack":
            return operations.attack_actions(self)
        if phase == "redeploy":
            return operations.redeploy_actions(self)
        if phase == "replace":
            return sequence.replacement_actions(self)
        if phase == "event":
            return [ev.Choose(option) for option in self.pending["options"]]
        return self._combat_choices()

    def _action_choices(self) -> list[Any]:
        seat = self.active
        hand = sorted(set(self.hands[seat]))
        return [*(ev.PlayCard(card, use) for card in hand for use in ("ops", "rd", "rp")),
                *(ev.PlayCard(card, "event") for card in hand
                  if cards.event_playable(self, seat, card)),
                ev.AutomaticOperation(), *allied_politics.lrdg_missions(self)]

    def _combat_choices(self) -> list[Any]:
        fight = self.combat
        assert fight is not None
        step = fight["steps"][0]
        if step in ("flank", "fire:a", "fire:d"):
            return [ev.Roll(d) for d in DIE]
        if step.startswith("card:"):
            return [*(ev.PlayCombatCard(card) for card in cards.combat_cards_for(self, step[-1])),
                    ev.NoCombatCard()]
        if step.startswith("reroll:"):
            return [ev.Reroll(), ev.KeepRoll()]
        if step.startswith("loss:"):
            return [ev.TakeLoss(u) for u in combat.loss_candidates(self, step[-1],
                                                                    fight["due"])]
        if step == "retreat":
            return [ev.Retreat(p) for p in combat.retreat_options(self)]
        if step == "displace":
            return [ev.Displace(p) for p in combat.displace_options(self)[0]]
        return combat.advance_actions(self)

    # -- doing ------------------------------------------------------------------------
    def _apply(self, action: Any) -> list[Any]:
        events: list[Any] = []
        self._do(action, events)
        self.settle(events)
        return events

    def _do(self, action: Any, events: list[Any]) -> None:
        self.__dict__["_legal_memo"] = None
        match action:
            case ev.Discard(card):
                sequence.discard(self, card, events)
            case ev.Draw():
                sequence.draw(self, events)
            case ev.PlayCard(card, use):
                self._play_card(card, use, events)
            case ev.AutomaticOperation():
                events.append(ev.AutomaticOperationTaken(self.active))
                operations.start_op(self, "ops",
                                    self.tables.model.activation.automatic_operation_ops.value,
                                    None)
            case ev.Activate():
                operations.activate(self, action, events)
            case ev.EndActivation():
                operations.end_activation(self)
            case ev.Move():
                operations.move(self, action, events)
            case ev.EndMoves():
                self.phase = "attack"
            case ev.Attack():
                combat.declare(self, action, events)
            case ev.EndAttacks():
                sequence.end_action(self, events)
            case ev.Roll(die):
                combat.roll(self, die, events)
            case ev.TakeLoss(unit):
                combat.take_loss(self, unit, events)
            case ev.Retreat(to):
                combat.retreat(self, to, events)
                self._pop_step()
            case ev.Displace(to):
                combat.displace(self, to, events)
                self._pop_step()
            case ev.Advance():
                combat.advance(self, action, events)
            case ev.EndAdvance():
                self._pop_step()
            case ev.Redeploy():
                operations.redeploy(self, action, events)
            case ev.EndRedeploy():
                sequence.end_action(self, events)
            case ev.Replace(unit):
                sequence.replace(self, unit, events)
            case ev.Rebuild(unit, where):
                sequence.rebuild(self, unit, where, events)
            case ev.EndReplacements():
                sequence.end_replacements(self, events)
            case ev.Choose(option):
                cards.choose(self, option, events)
            case ev.PlayCombatCard(card):
                cards.play_combat_card(self, card, events)
            case ev.NoCombatCard():
                cards.no_combat_card(self)
            case ev.Reroll():
                combat.reroll(self, True)
            case ev.KeepRoll():
                combat.reroll(self, False)
            case ev.LRDGMission(mode):
                allied_politics.lrdg_mission(self, mode, events)
            case _:
                raise AssertionError(f"unhandled action {action!r}")

    def _play_card(self, card: str, use: str, events: list[Any]) -> None:
        seat = self.active
        self.hands[seat].remove(card)
        self.held_since.pop(card, None)
        self.discards[seat].append(card)
        ops = self.ops_of(card)
        events.append(ev.CardPlayed(seat, card, ops, use))
        if use == "event":
            cards.play_event(self, seat, card, events)
            return
        if use == "rp":
            strategy = cards.card_of(self, card)
            halves = 2 * (strategy.rp if strategy else self.tables.rp_value(ops))
            self.rp_halves[seat] += halves
            events.append(ev.ReplacementPoints(seat, halves, self.rp_halves[seat]))
            sequence.end_action(self, events)
        else:
            operations.start_op(self, use, ops, card)

    def _pop_step(self) -> None:
        assert self.combat is not None
        self.combat["steps"].pop(0)

    def settle(self, events: list[Any]) -> None:
        """Run what needs no decision (combat bookkeeping, forced answers) until a seat has a
        real choice, chance must roll, or the game is over."""
        for _ in range(MAX_FORCED):
            if self.phase == "combat" and self._combat_bookkeeping(events):
                continue
            self.current_player = self._seat_now()
            if self.current_player in (CHANCE, TERMINAL):
                return
            legal = self._legal()
            if len(legal) > 1 or (self.phase == "action" and legal):
                return
            self._do(legal[0], events)
        raise RuntimeError(f"North Africa did not settle (phase {self.phase})")

    def _combat_bookkeeping(self, events: list[Any]) -> bool:
        """One step of the fight that needs nobody; False when someone must act."""
        fight = self.combat
        assert fight is not None
        if not fight["steps"]:
            effects.after_fight(self, events)
            self.combat = None
            self.phase = "attack"
            return True
        step = fight["steps"][0]
        if step == "order":
            fight["steps"][:1] = combat.fire_order(self)
            return True
        if step.startswith("card:"):
            if cards.combat_cards_for(self, step[-1]):
                return False
            fight["steps"].pop(0)
            return True
        if step in ("fire:a", "fire:d"):
            before = len(fight["steps"])
            combat.skip_silent_fire(self)
            return len(fight["steps"]) != before
        if step.startswith("loss:"):
            if fight.get("losses_for") != step:
                fight["losses_for"] = step
                combat.start_losses(self)
            if not combat.loss_candidates(self, step[-1], fight["due"]):
                combat.note_no_step_lost(self, step[-1], events)
                fight["steps"].pop(0)
                fight["losses_for"] = None
                return True
            return False
        if step == "resolve":
            combat.resolve(self, events)
            return True
        if step == "retreat":
            options = combat.retreat_options(self)
            if len(options) <= 1:
                combat.retreat(self, options[0] if options else None, events)
                fight["steps"].pop(0)
                return True
        if step == "displace":
            options = combat.displace_options(self)[0]
            if len(options) <= 1:
                combat.displace(self, options[0] if options else None, events)
                fight["steps"].pop(0)
                return True
        return False

    # -- the contract -------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        seat = self.current_player
        if seat < 0:
            return None
        kind = PromptKind.TURN if seat == self.active else PromptKind.DEFENDER
        return Prompt(seat, kind, prompt_text(self))

    def chance_outcomes(self) -> list[tuple[Any, float]] | None:
        if self.current_player != CHANCE:
            return None
        return [(ev.Roll(d), 1 / 6) for d in DIE]

    def _explain_illegal(self, action: Any) -> str | None:
        if self.is_legal(action):
            return None
        from shifting_sands.games.north_africa.rules.explain import explain

        return explain(self, action)

    def is_undoable(self, action: Any) -> bool:
        """Steps of one's own action that reveal nothing and give no die: activating, moving,
        redeploying, spending replacement points, discarding, choosing a card's use; never
        one that hands the table to the other side or to the dice (tried on a copy)."""
        if not self._may_undo(action):
            return False
        trial = self._copy()
        trial._apply(action)
        return trial.current_player == self.current_player

    def _may_undo(self, action: Any) -> bool:
        """The kinds of step that may be undone; `apply` itself sees whether the same seat
        acts next, so it skips `is_undoable`'s trial (a second apply of every step)."""
        if not isinstance(action, ev.Activate | ev.EndActivation | ev.Move | ev.EndMoves
                          | ev.Redeploy | ev.Replace | ev.Rebuild | ev.Discard
                          | ev.PlayCard | ev.AutomaticOperation):
            return False
        # an event may roll, show a hand or ask the other side
        return not (isinstance(action, ev.PlayCard) and action.use == "event")

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winner = int(self.result["winner"])
        vp = float(self.result["vp"])
        return Outcome((winner,), (vp, vp), str(self.result["reason"]))

    def progress(self) -> str:
        """Where the war stands in the map's own words ("Turn 3 (Winter 1941), round 2"),
        for the Load list; the action round only while one is being played."""
        text = f"Turn {self.turn} ({self.content.tables.turn_name(self.turn)})"
        if 1 <= self.round <= 6 and self.phase not in ("discard", "replace"):
            text += f", round {self.round}"
        return text

    def view_for(self, seat: int | None) -> Any:
        from shifting_sands.games.north_africa.rules.view import view_for

        return view_for(self, seat)


def prompt_text(state: NorthAfricaState) -> str:
    phase = state.phase
    if phase == "discard":
        return "Discard any cards you do not want, then draw."
    if phase == "action":
        return (f"Round {state.round}: play a card for OPS, RD, RP or its event, or take "
                "1 OPS.")
    if phase == "activate":
        points = state.op["points"] if state.op else 0
        return f"Activate spaces to move or attack ({points} OPS left)."
    if phase == "move":
        return "Move the units of your Move spaces, then go on to the attacks."
    if phase == "attack":
        return "Declare attacks from your Attack spaces, or end the action."
    if phase == "redeploy":
        points = state.op["points"] if state.op else 0
        return f"Redeploy units ({points} RD points left)."
    if phase == "event" and state.pending is not None:
        return str(state.pending["prompt"])
    if phase == "replace":
        return f"Spend replacement points ({state.rp_halves[state.current_player] / 2:g} RP)."
    fight = state.combat
    step = fight["steps"][0] if fight and fight["steps"] else ""
    if step.startswith("card:"):
        return "Play a combat card in this battle, or none."
    if step.startswith("reroll:"):
        return "Auchinleck: roll your fire die again (the second roll stands), or keep it."
    if step.startswith("loss:"):
        due = fight["due"]
        return (f"Take {due} loss point{'s' if due != 1 else ''}: choose a unit to flip or "
                "eliminate.")
    if step == "retreat":
        return "Your units must retreat: choose where."
    if step == "displace":
        return "Overrun! Choose where your units are displaced."
    return "Advance into the space won, or stay."


__all__ = ["ALLIED", "AXIS", "SIDES", "NorthAfricaState"]

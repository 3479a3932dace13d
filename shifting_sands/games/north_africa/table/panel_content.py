"""What the North Africa side panel says and offers: its title, a line or two of help, and
the buttons of the legal actions that fit the step (a mixin of `NorthAfricaScene`).

Why apart: the words and buttons of each phase are the scene's longest piece, and they only
read the scene's selection and the legal actions; they never decide a rule.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules import scene_queries as q
from shifting_sands.games.north_africa.table.card_faces import title_of, why_not
from shifting_sands.games.north_africa.table.labels import (
    activate_words,
    attack_order,
    label,
    unit_title,
)
from shifting_sands.games.north_africa.table.spend_guard import ask_before_ending

ButtonSpec = tuple[Any, ...]
"""(label, on_click, primary) and optionally a note shown on hover; on_click None: shown
greyed, its note saying why it cannot be done."""
AUTOMATIC_TERMS = ("1 OPS, for activation only (not RD or RP): one space's activation "
                   "group in supply, or one unit out of supply")
"""The automatic operation's price in its terms (ruling N5)."""
UNIT_TO = (a.Move, a.Redeploy, a.Advance)
"""Actions that take a unit somewhere: select the unit, then click a lit space."""


class PanelContent:
    """The panel's title, lines and buttons for the step the player is in."""

    state: Any
    content: Any
    replay_note: Any
    selected_card: str | None
    selected_space: str | None
    selected_target: str | None
    selected_unit: str | None

    def panel_content(self) -> tuple[str, list[str], list[ButtonSpec]]:
        state = self.state
        if self.replay_note is not None:  # a replay invites no action: where it stands
            return (self.replay_note.heading, self.replay_note.body, [])
        if state.is_terminal():
            return ("The war is over", [], [])
        if not self.mine():
            seat = state.current_player
            who = "The dice" if seat < 0 else self.name(seat)
            return (f"{who} to act", ["Watch the map: the moves show as they are made."], [])
        legal = self.my_legal()
        prompt = state.prompt()
        title = prompt.text if prompt else ""
        content = self.content

        def button(action: Any, primary: bool = False, text: str | None = None) -> ButtonSpec:
            return (text or label(content, action), lambda: self.try_action(action), primary)

        specs: list[ButtonSpec] = []
        lines: list[str] = []
        phase = self.view().phase
        if phase == "discard":
            lines.append("Click a card to discard it, or draw.")
        elif phase == "event":
            asked = self.question() or {}
            title = str(asked.get("prompt") or title)
            card = asked.get("card")
            specs += [button(x) for x in legal if isinstance(x, a.Choose)]
            source = f"{title_of(content, card)}: " if card else ""
            lines.append(source + ("click a lit space or choose below."
                                   if self.question_spaces() else "choose below."))
        elif phase == "combat" and self.card_step():
            role = "attacker" if self.card_step() == "card:a" else "defender"
            lines.append(f"As the {role}, play one combat card on the battle panel (or click "
                         "it in your hand), or no card.")
        elif phase == "action":
            if self.selected_card is not None:
                uses = ("ops", "rd", "rp", "event")
                plays = sorted((x for x in legal if isinstance(x, a.PlayCard)
                                and x.card == self.selected_card),
                               key=lambda x: uses.index(x.use) if x.use in uses else 9)
                specs += [button(x, x.use == "ops") for x in plays]
                specs.append(("Back", self.clear_selection, False))
                card = content.deck.get(self.selected_card)
                if card is None:
                    year = f"19{self.selected_card[1:3]}"  # ids read A41-07: 1941's deck
                    lines.append(f"A {content.cards.get(self.selected_card, 0)}-OPS card of "
                                 f"the {year} deck: play it for OPS, RD or replacements.")
                elif any(x.use == "event" for x in plays):
                    lines.append(f"{card.title}: play it for OPS, RD, replacements or its "
                                 "event.")
                else:
                    lines.append(f"{card.title}: play it for OPS, RD or replacements. "
                                 f"{why_not(card, self.view())}")
            else:
                lines.append("Click a card in your hand to play it.")
        elif phase == "activate":
            if self.selected_space is not None:
                specs += self.activation_buttons(self.selected_space)
                specs.append(("Back", self.clear_selection, False))
                lines.append(f"{self.selected_space}: move or attack? Hover a price for its "
                             "terms.")
            else:
                lines.append("Click a lit space to activate it.")
        elif phase in ("move", "redeploy") or (phase == "combat" and any(
                isinstance(x, a.Advance) for x in legal)) or phase == "replace":
            if self.selected_unit is not None:
                lines.append(f"{unit_title(content, self.selected_unit)}: click a lit space.")
                if phase == "replace":
                    specs += [button(x) for x in self.unit_moves().get(self.selected_unit,
                                                                          {}).values()]
                specs.append(("Back", self.clear_selection, False))
            else:
                lines.append("Click a glowing unit, then a lit space.")
        elif phase == "attack":
            if self.selected_target is not None:
                attacks = sorted((x for x in self.space_acts().get(self.selected_target, [])
                                  if isinstance(x, a.Attack)), key=attack_order)
                specs += [button(x, i == 0) for i, x in enumerate(attacks)]
                specs.append(("Back", self.clear_selection, False))
                lines.append(f"Attack {self.selected_target}: choose the attacking spaces.")
            else:
                lines.append("Click a red space to attack it.")
        elif phase == "combat":
            lines.append("Click a glowing unit or a lit space, or choose below.")
        chosen = {id(x) for x in legal if isinstance(x, (*UNIT_TO, a.Rebuild, a.Activate,
                                                          a.Attack, a.PlayCard, a.Choose,
                                                          a.PlayCombatCard, a.NoCombatCard))}
        for x in legal:
            if id(x) in chosen or isinstance(x, a.Discard):
                continue
            if any(label(content, x) == s[0] for s in specs):
                continue
            spec = button(x, isinstance(x, a.Draw | a.EndMoves | a.EndAttacks))
            if isinstance(x, a.EndActivation):  # OPS left: ask before they are lost
                spec = (spec[0], lambda x=x: ask_before_ending(self, x) or self.try_action(x),
                        spec[2])
            elif isinstance(x, a.AutomaticOperation):
                spec = (*spec, AUTOMATIC_TERMS)
            specs.append(spec)
        return (title, lines, specs)

    def activation_buttons(self, space: str) -> list[ButtonSpec]:
        """Move and attack, each with its price and the price's terms on hover; a mode not
        offered is shown greyed, saying why on hover (`explain_illegal`'s words)."""
        specs: list[ButtonSpec] = []
        for mode in ("move", "attack"):
            terms = q.activation_terms(self.view(), space, mode)
            text = activate_words(mode, terms["cost"])
            action = a.Activate(space, mode)
            if action in self.my_legal():
                specs.append((text, lambda x=action: self.try_action(x), mode == "move",
                              terms["terms"]))
            elif terms["why_not"]:
                why = self.state.explain_illegal(action) or terms["why_not"]
                left = (self.view().op_data() or {}).get("points", 0)
                if terms["cost"] <= left:  # the price is not the reason: no price shown
                    text = f"Activate to {mode}"
                specs.append((text, None, False, why))
        return specs

    def panel_words(self) -> tuple[str, list[str]]:
        title, lines, _specs = self.panel_content()
        return title, lines


"""Print the odds of the North Africa 1940-43 fire tables (data/north_africa/tables.yaml).

For each table and column: the expected loss points of one d6 roll, the chance of no loss,
and (Division table) the chance of a bold result. Then typical fights with the units' own
factors (data/north_africa/units.yaml): both sides fire at once (ruling N10), each on its own
table (Division if it has a division), with the shifts of rulings N8-N9; the defender retreats
when the attacker inflicts more than it suffers (reference 4.1); an overrun needs armour, a
bold result and more inflicted than suffered, not in fort, marsh or mountain (N13). Every
number is exact: the 36 pairs of dice are enumerated, nothing is sampled.

The output is Markdown; docs/rules/north-africa.md ("Why these numbers") holds a copy. Run
from the repository root: `.venv/bin/python scripts/na_table_odds.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from shifting_sands.content.north_africa import Unit, default_north_africa_units
from shifting_sands.content.north_africa_tables import (
    DIE_SIDES,
    CombatTables,
    default_north_africa_tables,
)

DICE = range(1, DIE_SIDES + 1)


def column_lines(tables: CombatTables) -> list[str]:
    lines = []
    for name in ("division", "battlegroup"):
        columns = tables.table(name).columns
        lines += [f"**{name.capitalize()} Fire Table** (loss points by d6; bold: *n*)", "",
                  "| strength | 1 | 2 | 3 | 4 | 5 | 6 | expected | no loss |"
                  + (" bold |" if name == "division" else ""),
                  "|---" * (9 + (name == "division")) + "|"]
        for column in columns:
            cells = [f"*{r}*" if die in column.bold else str(r)
                     for die, r in zip(DICE, column.results, strict=True)]
            expected = Fraction(sum(column.results), DIE_SIDES)
            zero = Fraction(column.results.count(0), DIE_SIDES)
            row = (f"| {column.strength} | {' | '.join(cells)} | {float(expected):.2f} | "
                   f"{float(zero):.0%} |")
            if name == "division":
                row += f" {float(Fraction(len(column.bold), DIE_SIDES)):.0%} |"
            lines.append(row)
        lines.append("")
    return lines


@dataclass(frozen=True)
class Side:
    units: tuple[Unit, ...]
    bonus: int = 0
    """The fort's strength bonus (defender only)."""

    @property
    def strength(self) -> int:
        return sum(u.full.combat for u in self.units) + self.bonus

    @property
    def table(self) -> str:
        return "division" if any(u.size == "division" for u in self.units) else "battlegroup"

    @property
    def armour(self) -> bool:
        return any(u.arm == "armour" for u in self.units)

    def label(self) -> str:
        names = " + ".join(f"{u.name} {u.full.combat}" for u in self.units)
        return names + (f" + fort {self.bonus}" if self.bonus else "")


@dataclass(frozen=True)
class Fight:
    title: str
    attacker: Side
    defender: Side
    terrain: str
    attacker_shift: int
    note: str


def steps_lost(units: tuple[Unit, ...], points: int) -> int:
    """Steps a full-strength side loses to `points` under ruling N11: as many loss points as
    possible are absorbed without exceeding the result, with as few steps as that allows."""
    best = (0, 0)  # (absorbed, -steps)
    for taken in product(range(3), repeat=len(units)):
        absorbed = sum(n * u.full.loss for n, u in zip(taken, units, strict=True))
        if absorbed <= points:
            best = max(best, (absorbed, -sum(taken)))
    return -best[1]


def outcome(tables: CombatTables, fight: Fight) -> tuple[Fraction, ...]:
    """Expected loss points inflicted and suffered by the attacker, the expected steps lost by
    the defender and by the attacker, and the chances that the defender retreats and is
    overrun."""
    inflicted = suffered = retreat = overrun = Fraction(0)
    d_steps = a_steps = Fraction(0)
    cell = Fraction(1, DIE_SIDES * DIE_SIDES)
    for a_die in DICE:
        for d_die in DICE:
            shot = tables.fire(fight.attacker.table, fight.attacker.strength,
                               fight.attacker_shift, a_die)
            back = tables.fire(fight.defender.table, fight.defender.strength, 0, d_die)
            a_loss = shot.loss if shot else 0
            d_loss = back.loss if back else 0
            inflicted += a_loss * cell
            suffered += d_loss * cell
            d_steps += steps_lost(fight.defender.units, a_loss) * cell
            a_steps += steps_lost(fight.attacker.units, d_loss) * cell
            if a_loss > d_loss:
                retreat += cell
                if (shot and shot.bold and fight.attacker.armour
                        and fight.terrain not in ("fort", "marsh", "mountain")):
                    overrun += cell
    return inflicted, suffered, d_steps, a_steps, retreat, overrun


def fights(tables: CombatTables) -> list[Fight]:
    units = default_north_africa_units()
    armour = tables.shift("armour_vs_infantry")
    rommel = tables.shift("rommel")
    fort = tables.model.combat.fort_strength_bonus.value
    pz21, pz15 = units["de_21pz"], units["de_15pz"]
    african, pavia, brescia = units["cw_11afr"], units["it_pavia"], units["it_brescia"]
    indian, aussie = units["in_4"], units["au_9"]
    armd7, armbg, guards = units["uk_7armd"], units["uk_armbg"], units["uk_22gds"]
    it_bg = next(u for u in units.values() if u.side == "axis" and u.nationality == "Italian"
                 and u.size == "battlegroup" and u.arm == "infantry" and u.full.combat == 1)
    return [
        Fight("panzer division vs strength-3 infantry division, clear, no shift",
              Side((pz21,)), Side((african,)), "clear", 0,
              "the table alone"),
        Fight("the same with the armour shift",
              Side((pz21,)), Side((african,)), "clear", armour,
              "armour vs infantry, 1R"),
        Fight("British armoured division vs Italian infantry division, clear",
              Side((armd7,)), Side((pavia,)), "clear", armour,
              "Compass-style: armour shift"),
        Fight("two Commonwealth infantry divisions vs Italian division in a fort",
              Side((indian, aussie)), Side((brescia,), bonus=fort), "fort", 0,
              "fort +2 CF; no flank, no overrun"),
        Fight("two panzer divisions with Rommel vs Commonwealth division, clear",
              Side((pz21, pz15)), Side((indian,)), "clear", armour + rommel,
              "armour 1R + Rommel 2R"),
        Fight("armour BG + infantry BG vs Italian infantry BG, clear",
              Side((armbg, guards)), Side((it_bg,)), "clear", armour,
              "Battlegroup tables both sides"),
    ]


def fight_lines(tables: CombatTables) -> list[str]:
    lines = ["**Typical fights** (full-strength units; expected loss points and steps per "
             "combat, losses taken as N11 says; "
             "wins: the attacker inflicts more than it suffers, so the defender retreats unless "
             "in a fort (N12); overrun: a win with a bold result, armour, open ground)", "",
             "| fight | attacker | defender | shifts | inflicted | suffered | defender steps | "
             "attacker steps | wins | overrun |", "|---|---|---|---|---|---|---|---|---|---|"]
    for fight in fights(tables):
        inflicted, suffered, d_steps, a_steps, retreat, overrun = outcome(tables, fight)
        a_col = tables.column_index(fight.attacker.strength)
        d_col = tables.column_index(fight.defender.strength)
        assert a_col is not None and d_col is not None
        shifted = min(max(a_col + fight.attacker_shift, 0), len(tables.columns) - 1)
        lines.append(
            f"| {fight.title} | {fight.attacker.label()} ({fight.attacker.table}, "
            f"col {tables.columns[shifted]}) | {fight.defender.label()} "
            f"({fight.defender.table}, col {tables.columns[d_col]}) | {fight.note} | "
            f"{float(inflicted):.2f} | {float(suffered):.2f} | {float(d_steps):.2f} | "
            f"{float(a_steps):.2f} | {float(retreat):.0%} | "
            f"{float(overrun):.0%} |")
    lines.append("")
    return lines


def flank_lines(tables: CombatTables) -> list[str]:
    flank = tables.model.flank_attack
    lines = ["**Flank attack** (d6 needs "
             f"{flank.success_at_least.value}+, +{flank.per_extra_attacking_space.value} per "
             "extra attacking space, a 1 always fails)", "",
             "| attacking spaces | chance |", "|---|---|"]
    for spaces in (1, 2, 3):
        need = flank.success_at_least.value - flank.per_extra_attacking_space.value * (
            spaces - 1)
        if flank.natural_one_fails.value:
            need = max(need, 2)
        chance = Fraction(sum(1 for d in DICE if d >= need), DIE_SIDES)
        lines.append(f"| {spaces} | {float(chance):.0%} |")
    lines.append("")
    return lines


def main() -> None:
    tables = default_north_africa_tables()
    print("\n".join(column_lines(tables) + fight_lines(tables) + flank_lines(tables)).rstrip())


if __name__ == "__main__":
    main()

"""How often Curse Reverse hands the computer from one person to another, per ask setting.

Three thieves, all played by the greedy bot; seats 1 and 2 are flagged as people (so they tell
stories, vote and are asked in windows as a person), seat 3 is a bot. Every seat uses the same
"Asked to play" setting (ruling C14). We count the changes of the person at the keyboard: each
time a person's seat must act and it is not the person who acted last (a bot's or chance's
step leaves the keyboard where it was), which is when the table shows a hand-off. The figure
is the changes per round (one round: every thief's turn once), over all games together.

Run from the repository root: `.venv/bin/python scripts/cr_asking.py [--seeds 10]`.
The output is a Markdown table; docs/lab.md ("Curse Reverse: being asked") holds a copy.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from shifting_sands.games import REGISTRY
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import CHANCE, Options
from shifting_sands.rules.rng import GameRng

CHOICES = ("playable", "never", "always")
LABELS = {"playable": "If playable", "never": "Never", "always": "Always"}
PEOPLE = (True, True, False)
MAX_STEPS = 200_000


@dataclass
class Tally:
    games: int = 0
    rounds: int = 0
    changes: int = 0
    asked: int = 0
    """Window prompts answered by a person's seat."""

    def per_round(self, value: int) -> float:
        return value / self.rounds if self.rounds else 0.0


def play_one(choice: str, seed: int, tally: Tally) -> None:
    spec = REGISTRY["curse_reverse"]
    seats = [Seat("Amira"), Seat("Tariq"), Seat("Bot", "greedy")]
    options = Options("standard", {"people": list(PEOPLE), "ask": [choice] * len(PEOPLE)})
    match = Match(spec, seed, seats, options, match_id="")
    greedy = spec.bot("greedy")
    driver = Driver(match, dict.fromkeys(range(len(seats)), greedy), GameRng(seed))
    state = match.state
    keyboard: int | None = None
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        seat = state.current_player
        if seat != CHANCE and PEOPLE[seat]:
            if keyboard is not None and seat != keyboard:
                tally.changes += 1
            keyboard = seat
            if state.stack and state.stack[-1]["k"] == "window":
                tally.asked += 1
        driver.step()
    else:
        raise RuntimeError(f"seed {seed} ({choice}) did not finish")
    tally.games += 1
    tally.rounds += state.round if state.turn_seat else state.round - 1


def measure(seeds: int, first: int) -> dict[str, Tally]:
    results = {}
    for choice in CHOICES:
        tally = Tally()
        for seed in range(first, first + seeds):
            play_one(choice, seed, tally)
        results[choice] = tally
    return results


def table(results: dict[str, Tally]) -> str:
    lines = ["| Asked to play | games | rounds | changes of person per round | "
             "window prompts to a person per round |", "|---|---|---|---|---|"]
    for choice, t in results.items():
        lines.append(f"| {LABELS[choice]} | {t.games} | {t.rounds} | "
                     f"{t.per_round(t.changes):.1f} | {t.per_round(t.asked):.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10, help="games per setting")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    args = parser.parse_args()
    print(table(measure(args.seeds, args.seed)))


if __name__ == "__main__":
    main()

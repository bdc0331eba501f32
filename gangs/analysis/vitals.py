"""Each game's vital statistics, computed from playouts, as Ludii publishes them for every game: how long a game
lasts, whether the first seat is favoured, whether the seats are balanced, how often the rules (not the round cap)
end a game, how many choices a decision offers (the branching factor), and how many decisions a second are played.

>>> from gangs.analysis.vitals import vital_statistics
>>> table = vital_statistics("street", players=[2], agents={"random": 12}, progress=False)
>>> int(table.loc[(2, "random"), "games"])
12
>>> row = table.loc[(2, "random")]
>>> bool(row["decisions low"] <= row["decisions"] <= row["decisions high"])
True

Every figure of a row comes from the same games as ``simulate``'s (run ``i`` has seed ``seed + i``, its computer
players seeded from it), so they replay; only ``decisions a second`` depends on the machine. The intervals are
95 %: Wilson's for a rate, the normal one (1.96 standard errors) for a mean, and the balance is a chi-square test of
the seats' wins against equal shares.
"""

from __future__ import annotations

import math
import time
from concurrent.futures import Executor
from typing import Any, Mapping, Sequence

from ..kernel import Match
from ..kernel.lang import translator
from ..kernel.limits import shown
from ..kernel.registry import GAMES, new
from .ending import RULES
from .rates import wilson
from .simulate import check_seeds, execute, make_agent, outcome_row, seat_rng, seats

_ = translator("kernel")

AGENTS: dict[str, int] = {"random": 100, "greedy": 20}
"""The computer players measured by default, and how many games each plays at each player count (greedy players
think, so fewer games)."""

COLUMNS = ("games", "decisions", "decisions low", "decisions high", "rounds", "rounds low", "rounds high",
           "first seat wins", "first seat low", "first seat high", "fair share", "balance p", "by the rules",
           "by the rules low", "by the rules high", "no winner", "branching", "branching low", "branching high",
           "decisions a second")
"""The columns of ``vital_statistics``, in order."""


class CountingAgent:
    """A computer player that counts the choices it is offered: ``decisions`` made, ``choices`` (the legal actions
    offered, summed over its decisions) and ``forced`` (decisions of one legal action)."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.decisions = self.choices = self.forced = 0

    def choose(self, state: Any, legal: Sequence[Any]) -> Any:
        """The wrapped agent's choice, counted."""
        self.decisions += 1
        self.choices += len(legal)
        self.forced += len(legal) == 1
        return self.agent.choose(state, legal)


def play_counted(common: tuple[str, list[str], dict[str, Any], list[str]], job: tuple[int, int]) -> dict[str, Any]:
    """One whole game (as ``simulate.play_game``), its choices counted: ``simulate``'s row with ``choices`` (the legal
    actions offered over the game's decisions) and ``seconds`` (the CPU time it took)."""
    key, names, options, specs = common
    run, seed = job
    match = Match(GAMES[key], names, options, seed)
    counting = [CountingAgent(make_agent(spec, seat_rng(seed, seat))) for seat, spec in enumerate(specs)]
    started = time.process_time()
    match.run(agents=counting)
    seconds = time.process_time() - started
    row = outcome_row(match, run, seed)
    row["choices"] = sum(agent.choices for agent in counting)
    row["seconds"] = seconds
    return row


def chi2_survival(statistic: float, freedom: int) -> float:
    """P(X >= ``statistic``) for X chi-square with ``freedom`` degrees of freedom (exact: the series of the
    regularized gamma function for a whole number of degrees)."""
    if freedom < 1:
        raise ValueError("freedom is at least 1")
    if statistic <= 0:
        return 1.0
    half = statistic / 2
    if freedom % 2 == 0:
        term, total = 1.0, 1.0
        for i in range(1, freedom // 2):
            term *= half / i
            total += term
        return min(1.0, math.exp(-half) * total)
    total = math.erfc(math.sqrt(half))
    term = math.exp(-half) * math.sqrt(half) / math.gamma(1.5)
    for i in range(1, (freedom + 1) // 2):
        total += term
        term *= half / (i + 0.5)
    return min(1.0, total)


def balance_p(wins: Sequence[float]) -> float:
    """How likely seats of equal chances would win as unevenly as ``wins`` (each seat's wins, a shared win counted
    in shares): the chi-square test against equal shares. Near 1: balanced; below 0.05: a seat is favoured. No
    wins at all: 1.0 (nothing tells the seats apart)."""
    total = sum(wins)
    if total <= 0 or len(wins) < 2:
        return 1.0
    expected = total / len(wins)
    statistic = sum((won - expected) ** 2 / expected for won in wins)
    return chi2_survival(statistic, len(wins) - 1)


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95 % normal interval (1.96 standard errors); one value: no width."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return mean, mean - 1.96 * spread, mean + 1.96 * spread


def summarise(rows: Sequence[Mapping[str, Any]], players: Sequence[str]) -> dict[str, Any]:
    """One line of vital statistics from the rows of ``play_counted`` for a game of ``players``: see
    ``vital_statistics``."""
    games = len(rows)
    decisions = mean_interval([row["decisions"] for row in rows])
    rounds = mean_interval([row["rounds"] for row in rows])
    branching = mean_interval([row["choices"] / row["decisions"] for row in rows if row["decisions"]])
    first = sum(row[f"won {players[0]}"] for row in rows)
    rules = sum(1 for row in rows if row["ended"] == RULES)
    seconds = sum(row["seconds"] for row in rows)
    line = {"games": games, "decisions": decisions[0], "decisions low": decisions[1],
            "decisions high": decisions[2], "rounds": rounds[0], "rounds low": rounds[1], "rounds high": rounds[2],
            "first seat wins": first / games if games else 0.0}
    line["first seat low"], line["first seat high"] = wilson(first, games)
    line["fair share"] = 1 / len(players)
    line["balance p"] = balance_p([sum(row[f"won {name}"] for row in rows) for name in players])
    line["by the rules"] = rules / games if games else 0.0
    line["by the rules low"], line["by the rules high"] = wilson(rules, games)
    line["no winner"] = sum(1 for row in rows if not row["winners"]) / games if games else 0.0
    line["branching"], line["branching low"], line["branching high"] = branching
    line["decisions a second"] = sum(row["decisions"] for row in rows) / seconds if seconds > 0 else float("nan")
    return line


def vital_statistics(game: str, players: Sequence[int] | None = None, agents: Mapping[str, int] | None = None,
                     seed: int = 0, options: Mapping[str, Any] | None = None, executor: Executor | None = None,
                     progress: bool = True):
    """The vital statistics of ``game`` (a key of ``gangs.GAMES``), one row per player count and computer player,
    as a pandas DataFrame indexed by (players, agent).

    ``players``: the player counts (default: every count the game allows with these options). ``agents``: each
    computer player (a spec, as ``simulate`` names them) and how many games it plays at each count, every seat
    played by it (default ``AGENTS``). Game ``i`` has seed ``seed + i``. ``options``: the game's, checked.
    ``executor``: any ``concurrent.futures.Executor`` to spread the games on (in chunks, as ``simulate``).
    ``progress``: a line on stderr as each row is done.

    Columns (``COLUMNS``): ``games``; ``decisions`` (made by the players in a game, chance not counted) and
    ``rounds``, each a mean with its 95 % interval (``low``, ``high``); ``first seat wins``, the first seat's win rate
    (a shared win counts its share) with its Wilson interval, beside its ``fair share`` (1 / players); ``balance p``,
    the chi-square test of the seats' wins against equal shares (below 0.05, some seat is favoured); ``by the
    rules``, the share of games the rules ended (not the ``max_turns`` cap), with its interval; ``no winner``, the
    share of games nobody won; ``branching``, the legal actions a decision offers, the mean over games of each
    game's mean, with its interval; ``decisions a second``, of the games played here (CPU time: it depends on the
    machine)."""
    import sys

    import pandas

    key = game
    if not isinstance(key, str) or key not in GAMES:
        raise ValueError(_("no game {game}; the games are {games}").format(game=shown(key), games=", ".join(GAMES)))
    rules = GAMES[key]
    if players is not None and (not isinstance(players, (list, tuple, range)) or not players):
        raise ValueError(_("players: a list of player counts, each once, not {players}").format(
            players=shown(players)))
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(_("options are a mapping of names to values, not {options}").format(options=shown(options)))
    if agents is not None and (not isinstance(agents, Mapping) or not agents):
        raise ValueError(_("agents: a mapping of computer players to their games, not {agents}").format(
            agents=shown(agents)))
    counts = list(range(rules.min_players, rules.max_players + 1)) if players is None else list(players)
    for count in counts:
        if isinstance(count, bool) or not isinstance(count, int) or not rules.min_players <= count <= rules.max_players:
            raise ValueError(_("players: a count from {low} to {high}, not {count}").format(
                low=rules.min_players, high=rules.max_players, count=shown(count)))
        if counts.count(count) > 1:
            raise ValueError(_("players: a list of player counts, each once, not {players}").format(
                players=shown(players)))
    agents = dict(AGENTS if agents is None else agents)
    for spec, runs in agents.items():
        if isinstance(runs, bool) or not isinstance(runs, int) or not 1 <= runs <= 1_000_000:
            raise ValueError(_("{agent}: a number of games from 1 to 1000000, not {runs}").format(
                agent=shown(spec), runs=shown(runs)))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(_("seed is a whole number, not {seed}").format(seed=shown(seed)))
    check_seeds(seed, max(agents.values(), default=0))
    probes, refused = {}, None
    for count in counts:                        # every count and player checked before any game is played
        try:
            probes[count] = new(key, players=count, seed=seed, **(options or {}))
        except ValueError as error:
            if players is not None:             # asked for: refused; of the default counts, those these options allow
                raise
            refused = refused or error
            continue
        for spec in agents:
            seats(spec, count)
    if not probes:
        raise ValueError(_("no player count can play with these options: {error}").format(error=refused))
    lines, index = [], []
    for count, probe in probes.items():
        for spec, runs in agents.items():
            specs = seats(spec, count)
            common = (key, probe.players, probe.options, specs)
            rows = execute(play_counted, common, [(run, seed + run) for run in range(runs)], executor,
                           what=f"{key} ")
            lines.append(summarise(rows, probe.players))
            index.append((count, spec))
            if progress:
                print(f"{key}: {count} players, {spec}: {runs} games", file=sys.stderr)
    frame = pandas.DataFrame(lines, index=pandas.MultiIndex.from_tuples(index, names=["players", "agent"]),
                             columns=list(COLUMNS))
    return frame


def _between(value: float, low: float, high: float, digits: int = 0, percent: bool = False) -> str:
    scale, unit = (100, " %") if percent else (1, "")
    return f"{value * scale:.{digits}f}{unit} ({low * scale:.{digits}f}–{high * scale:.{digits}f})"


MARKDOWN_HEAD = ("| players | agent | games | decisions a game | rounds | first seat wins (fair share) | balance p "
                 "| ended by the rules | no winner | branching | decisions a second |\n"
                 "|---:|---|---:|---|---|---|---:|---|---:|---|---:|")
"""The head of ``markdown``'s table."""


def markdown_rows(frame) -> list[str]:
    """``vital_statistics``'s rows as lines of a Markdown table (under ``MARKDOWN_HEAD``): each mean or rate with
    its 95 % interval in brackets."""
    lines = []
    for (count, agent), row in frame.iterrows():
        cells = [str(count), agent, str(int(row["games"])),
                 _between(row["decisions"], row["decisions low"], row["decisions high"]),
                 _between(row["rounds"], row["rounds low"], row["rounds high"], 1),
                 _between(row["first seat wins"], row["first seat low"], row["first seat high"], percent=True)
                 + f", fair {row['fair share'] * 100:.0f} %",
                 f"{row['balance p']:.2f}",
                 _between(row["by the rules"], row["by the rules low"], row["by the rules high"], percent=True),
                 f"{row['no winner'] * 100:.0f} %",
                 _between(row["branching"], row["branching low"], row["branching high"], 1),
                 f"{row['decisions a second']:,.0f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def markdown(frame) -> str:
    """``vital_statistics``'s table in Markdown, as each game's README shows it."""
    return "\n".join([MARKDOWN_HEAD, *markdown_rows(frame)])


def plot(frame, title: str = ""):
    """Four panels of ``vital_statistics``'s table by player count, one line per computer player, each point with
    its 95 % interval: decisions a game, the first seat's win rate (its fair share dashed), the share of games the
    rules ended, and the branching factor. The matplotlib Figure."""
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(1, 4, figsize=(14, 3.4), constrained_layout=True)
    panels = [("decisions", "decisions a game", 1), ("first seat wins", "first seat's win rate", 1),
              ("by the rules", "ended by the rules", 1), ("branching", "legal actions a decision", 1)]
    lows = {"decisions": "decisions low", "first seat wins": "first seat low", "by the rules": "by the rules low",
            "branching": "branching low"}
    highs = {name: low.replace("low", "high") for name, low in lows.items()}
    for axis, (column, label, _scale) in zip(axes, panels):
        for agent in dict.fromkeys(frame.index.get_level_values("agent")):
            part = frame.xs(agent, level="agent")
            counts = list(part.index)
            values = part[column].to_numpy()
            errors = [values - part[lows[column]].to_numpy(), part[highs[column]].to_numpy() - values]
            axis.errorbar(counts, values, yerr=errors, marker="o", capsize=3, label=agent)
        if column == "first seat wins":
            shares = frame.groupby(level="players")["fair share"].first()
            fair = axis.plot(list(shares.index), shares.to_numpy(), linestyle="--", color="grey", label="fair share")
            axis.legend(handles=fair)
        axis.set_title(label)
        axis.set_xlabel("players")
        axis.set_xticks(sorted(set(frame.index.get_level_values("players"))))
    axes[0].legend()
    if title:
        figure.suptitle(title)
    return figure

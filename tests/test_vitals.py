"""Each game's vital statistics (issue 31, ``gangs.analysis.vitals`` and ``gangs stats``): every figure read from the
same games as ``simulate``'s, the branching factor counted again by replaying a game, the balance test and the
intervals checked against known values, bad input refused before any game is played, and each game's README table
made by the command from the games it names (the machine's speed aside)."""

from __future__ import annotations

import math
import random
import re
from pathlib import Path

import pytest

pytest.importorskip("pandas")

import gangs  # noqa: E402
from gangs import cli  # noqa: E402
from gangs.analysis import simulate, vitals  # noqa: E402
from gangs.analysis.vitals import (  # noqa: E402
    COLUMNS,
    CountingAgent,
    balance_p,
    chi2_survival,
    markdown,
    markdown_rows,
    mean_interval,
    vital_statistics,
)
from gangs.kernel.agent import RandomAgent  # noqa: E402
from gangs.kernel.limits import MAX_SEED  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def test_the_chi_square_tail_is_the_printed_tables():
    """The 5 % critical values of the chi-square tables, 1 to 5 degrees of freedom, and two more points."""
    for freedom, critical in ((1, 3.841), (2, 5.991), (3, 7.815), (4, 9.488), (5, 11.070)):
        assert chi2_survival(critical, freedom) == pytest.approx(0.05, abs=2e-4)
    assert chi2_survival(0.0158, 1) == pytest.approx(0.90, abs=1e-3)
    assert chi2_survival(13.277, 4) == pytest.approx(0.01, abs=1e-4)
    assert chi2_survival(0.0, 3) == 1.0
    with pytest.raises(ValueError):
        chi2_survival(1.0, 0)


def test_balance_is_one_for_equal_wins_and_small_for_a_favoured_seat():
    assert balance_p([25, 25, 25, 25]) == 1.0
    assert balance_p([0, 0]) == 1.0                              # nobody won: nothing tells the seats apart
    assert balance_p([70, 30]) < 0.001
    assert 0.3 < balance_p([53, 47]) < 0.7


def test_a_mean_s_interval_is_its_standard_error_doubled():
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert high - mean == pytest.approx(1.96 * math.sqrt(5 / 3 / 4))
    assert mean_interval([7.0]) == (7.0, 7.0, 7.0)


def test_every_figure_comes_from_the_games_simulate_plays():
    """The same seeds give the same games: the lengths, the first seat's wins, the endings are simulate's rows'."""
    table = vital_statistics("street", players=[2, 3], agents={"random": 15}, seed=5, progress=False)
    assert list(table.columns) == list(COLUMNS)
    for count in (2, 3):
        rows = simulate("street", 15, players=count, seed=5, progress=False)
        line = table.loc[(count, "random")]
        assert line["games"] == 15
        assert line["decisions"] == pytest.approx(rows["decisions"].mean())
        assert line["rounds"] == pytest.approx(rows["rounds"].mean())
        assert line["first seat wins"] == pytest.approx(rows["won Player 1"].mean())
        assert line["by the rules"] == pytest.approx((rows["ended"] == "rules").mean())
        assert line["fair share"] == pytest.approx(1 / count)
        for name in ("decisions", "rounds", "first seat", "by the rules", "branching"):
            value = line["first seat wins" if name == "first seat" else name]
            assert line[f"{name} low"] <= value <= line[f"{name} high"]


def test_the_branching_factor_is_the_legal_actions_a_decision_offers():
    """A game of one run, looked at again decision by decision (``Match.branch``): the mean number of legal actions
    its decisions offered."""
    table = vital_statistics("ribauds", players=[2], agents={"random": 1}, seed=9, progress=False)
    match = simulate_match("ribauds", 2, 9)
    offered = [len(match.branch(decision).legal_actions()) for decision in range(match.decisions)]
    assert len(offered) == table.loc[(2, "random"), "decisions"]
    assert table.loc[(2, "random"), "branching"] == pytest.approx(sum(offered) / len(offered))


def simulate_match(game, players, seed):
    """The match ``simulate`` plays as run 0 of ``seed``."""
    from gangs.analysis.simulate import make_agent, seat_rng

    match = gangs.new(game, players=players, seed=seed)
    match.run(agents=[make_agent("random", seat_rng(seed, seat)) for seat in range(players)])
    return match


def test_a_counting_agent_plays_as_its_agent_does():
    left, right = RandomAgent(random.Random(3)), CountingAgent(RandomAgent(random.Random(3)))
    a, b = gangs.new("street", players=2, seed=1), gangs.new("street", players=2, seed=1)
    a.run(agents=[left, RandomAgent(random.Random(4))])
    b.run(agents=[right, RandomAgent(random.Random(4))])
    assert a.steps == b.steps and right.decisions > 0 and right.choices >= right.decisions >= right.forced


@pytest.mark.parametrize("bad", [
    {"game": "chess"}, {"players": [1]}, {"players": [7]}, {"players": [True]}, {"players": ["2"]},
    {"agents": {"random": 0}}, {"agents": {"random": 10 ** 7}}, {"agents": {"random": 2.5}},
    {"agents": {"nobody": 2}}, {"options": {"mode": "slow"}}, {"players": None, "options": {"mode": "slow"}},
    {"seed": MAX_SEED}, {"seed": -MAX_SEED - 1}, {"seed": "1"}, {"seed": 1.5},
    {"agents": {"random": 2, "mcts:nine": 1}}, {"players": [2, 3], "agents": {"random": 2, "random,greedy": 1}},
    {"seed": 10 ** 5000}, {"seed": -10 ** 5000}, {"players": []}, {"players": [2, 2]}, {"players": 5},
    {"players": [10 ** 5000]}, {"options": ["x"]}, {"options": "mode=slow"}, {"game": ["street"]}, {"game": None},
    {"agents": {}}, {"agents": ["random"]}, {"agents": {3: 2}}])
def test_bad_input_is_refused_before_any_game(bad, monkeypatch):
    played = []
    monkeypatch.setattr(vitals, "execute", lambda *args, **kwargs: played.append(args) or [])
    settings = {"game": "street", "players": [2], "agents": {"random": 2}, "progress": False, **bad}
    with pytest.raises(ValueError):
        vital_statistics(settings.pop("game"), **settings)
    assert played == []


def test_the_counts_the_options_do_not_allow_are_left_out_unless_asked_for():
    """Super Gang takes a fifth seat only with the police player: the default counts leave it out."""
    table = vital_statistics("supergang", agents={"random": 1}, progress=False)
    assert sorted(set(table.index.get_level_values("players"))) == [2, 3, 4]
    with pytest.raises(ValueError):
        vital_statistics("supergang", players=[5], agents={"random": 1}, progress=False)


def test_the_command_prints_the_table_and_refuses_what_it_cannot_read(capsys):
    assert cli.main(["stats", "street", "--players", "2", "--agents", "random=4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| players | agent |") and "| 2 | random | 4 |" in out
    for bad in (["--agents", "random"], ["--agents", "random=x"], ["--players", "two"], ["--players", "9"],
                ["--workers", "0"], ["--agents", "random=2,random=3"], ["--agents", "random=\u0661\u0662"],
                ["--agents", "random=" + "9" * 5000], ["--agents", "r" * 5000 + "=2"], ["--players", "\u0662"],
                ["--players", "2" * 5000], ["--seed", str(MAX_SEED)], ["--option", "mode=slow"],
                ["--players", "2,2"], ["--workers", str(cli.MAX_WORKERS + 1)], ["--workers", "-3"]):
        assert cli.main(["stats", "street", "--quiet", *bad]) == 2
        assert capsys.readouterr().err.startswith("gangs: ")


def test_the_readme_block_is_written_between_its_marks_and_nothing_else_changes(tmp_path):
    start, end = cli.README_MARKS
    readme = tmp_path / "README.md"
    readme.write_text(f"# A game\n\nBefore.\n\n{start}\nold table\n{end}\n\nAfter.\n", encoding="utf-8")
    cli.write_readme_stats(readme, "new table")
    assert readme.read_text(encoding="utf-8") == f"# A game\n\nBefore.\n\n{start}\nnew table\n{end}\n\nAfter.\n"
    readme.write_text("# No marks\n", encoding="utf-8")
    with pytest.raises(ValueError):
        cli.write_readme_stats(readme, "new table")
    assert readme.read_text(encoding="utf-8") == "# No marks\n"


def _readme_table(key):
    """The block between the marks of ``key``'s README: its seed, its games by agent, and its table's rows."""
    text = (ROOT / "gangs" / key / "README.md").read_text(encoding="utf-8")
    start, end = cli.README_MARKS
    block = text.split(start)[1].split(end)[0]
    seed = int(re.search(r"seeds from (\d+)", block).group(1))
    agents = {agent: int(runs) for runs, agent in re.findall(r"(\d+) games of (\S+) players", block)}
    rows = [line for line in block.splitlines() if re.match(r"\| \d+ \|", line)]
    return seed, agents, rows


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_each_game_s_readme_shows_the_table_its_command_makes(key):
    """Every row of random players (and of greedy ones in La Street, the quickest) is made again from the games
    the block names, and is the README's, cell for cell but the decisions a second (the machine's)."""
    seed, agents, rows = _readme_table(key)
    assert agents and rows, f"{key}'s README has no vital statistics"
    counts = sorted({int(row.split("|")[1]) for row in rows})
    chosen = {agent: runs for agent, runs in agents.items() if agent == "random" or key == "street"}
    table = vital_statistics(key, players=counts, agents=chosen, seed=seed, progress=False)
    made = {tuple(line.split(" | ")[:2]): line.rsplit(" | ", 1)[0] for line in markdown_rows(table)}
    shown = {tuple(line.split(" | ")[:2]): line.rsplit(" | ", 1)[0] for line in rows}
    assert made and all(shown[row] == line for row, line in made.items())
    assert markdown(table).startswith("| players |")


def test_the_plot_has_a_panel_per_figure_and_a_line_per_agent():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from gangs.analysis.vitals import plot

    table = vital_statistics("street", players=[2, 3], agents={"random": 3, "greedy": 2}, progress=False)
    figure = plot(table, "La Street")
    assert len(figure.axes) == 4
    assert [text.get_text() for text in figure.axes[0].get_legend().get_texts()] == ["random", "greedy"]
    assert [axis.get_title() for axis in figure.axes] == ["decisions a game", "first seat's win rate",
                                                            "ended by the rules", "legal actions a decision"]


def test_the_command_draws_the_figures_in_a_file(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    image = tmp_path / "ribauds.png"
    assert cli.main(["stats", "ribauds", "--players", "2,3", "--agents", "random=2", "--quiet", "--plot",
                     str(image)]) == 0
    assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert capsys.readouterr().out.count("| random |") == 2


def test_the_module_example_is_true():
    import doctest

    import gangs.analysis.vitals

    assert doctest.testmod(gangs.analysis.vitals).failed == 0

"""One view per seat (``gangs.view``, issue 27): everything one viewer may see and do, as JSON-able data, built
from the kernel contract only, for every game in ``gangs.GAMES``.

The leak check is the one the issue names: a view never differs between a position and its re-deal of what that
viewer cannot see (``State.resample``), for each player and for a spectator, at positions all along seeded random
games."""

from __future__ import annotations

import json
import random

import pytest

import gangs
from gangs.kernel import SPECTATOR
from gangs.views import click, view_of

GAMES = sorted(gangs.GAMES)


def positions(game: str, players: int, seed: int, every: int = 7, steps: int = 160):
    """A seeded random match of ``game`` and, every ``every`` decisions, the match so far (it is played on)."""
    match = gangs.new(game, players=players, seed=seed)
    for _ in range(steps // every):
        match.run(max_steps=every)
        yield match
        if match.is_over:
            return


@pytest.mark.parametrize("game", GAMES)
def test_a_view_is_plain_json_and_names_the_viewers_choices_only_on_his_decision(game):
    """A view survives ``json.dumps`` unchanged; its choices are the legal actions, by notation, only when the
    decision is the viewer's (none for another seat or a spectator), and each can be played by its notation."""
    for match in positions(game, 3, seed=2):
        for viewer in (None, SPECTATOR, *range(3)):
            seen = gangs.view(match, viewer)
            assert json.loads(json.dumps(seen)) == seen
            assert seen["to_move"] == (None if match.is_over or match.state.is_chance_node else match.to_move)
            legal = [a.notation for a in match.legal_actions()] if seen["to_move"] is not None else []
            mine = seen["to_move"] is not None and viewer in (None, seen["to_move"])
            assert seen["mine"] is mine
            assert [a["notation"] for a in seen["actions"]] == (legal if mine else [])
        if not match.is_over and seen["to_move"] is not None:
            choice = gangs.view(match, seen["to_move"])["actions"][0]["notation"]
            match.branch().play(choice)


@pytest.mark.parametrize("game", GAMES)
def test_a_view_never_differs_from_the_view_of_a_redeal_of_what_its_viewer_cannot_see(game):
    """For each player and a spectator: the position and ``resample(player)`` (the others' hands and the deck dealt
    again) give the same view, scene, sheets, tables, choices and log included."""
    rng = random.Random(11)
    checked = 0
    for seed in (0, 5):
        for match in positions(game, 3, seed=seed):
            state, log = match.state, match.events_by_decision()
            for player in range(3):
                twin = state.resample(player, rng)
                for viewer in (player, SPECTATOR):
                    assert view_of(twin, log, viewer, match.lang) == view_of(state, log, viewer, match.lang), (
                        f"{game}, seed {seed}, decision {match.decisions}: the view of {viewer} shows what "
                        f"player {player} cannot see")
                    checked += 1
    assert checked > 20


def test_a_secret_is_in_the_view_of_who_may_see_it_only():
    """Les Ribauds' hands: the teacher and the holder read the cards on the holder's sheet; another player and a
    spectator read how many; the holder's scene is drawn for him."""
    match = next(m for m in positions("ribauds", 2, seed=1, every=3) if m.state.hands[0])
    names = [match.state.board.card_names[key] for key in match.state.hands[0]]
    sheets = {viewer: gangs.view(match, viewer)["sheets"][0]["lines"] for viewer in (None, 0, 1, SPECTATOR)}
    for viewer in (None, 0):
        assert all(name in json.dumps(sheets[viewer], ensure_ascii=False) for name in names)
    for viewer in (1, SPECTATOR):
        assert not any(name in json.dumps(sheets[viewer], ensure_ascii=False) for name in names)
    assert sheets[1] == sheets[SPECTATOR]


def test_the_log_of_a_view_holds_the_events_its_viewer_may_read_with_their_decision_and_round():
    """La Street's cards kept face down: the log of each seat is the events readable by him, in order, each with
    the decision that caused it and that decision's round (what a log headed by rounds needs)."""
    match = gangs.new("street", players=3, seed=4).run(max_steps=120)
    for viewer in (None, SPECTATOR, 0, 1, 2):
        log = gangs.view(match, viewer)["log"]
        assert [e["text"] for e in log] == [e.told(viewer) for e in match.log if e.readable_by(viewer, 3)]
        expected = [(k, match.decision_turns[k]) for k, events in enumerate(match.events_by_decision())
                    for e in events if e.readable_by(viewer, 3)]
        assert [(e["decision"], e["turn"]) for e in log] == expected
    log = gangs.view(match, None)["log"]
    decisions = [e["decision"] for e in log]
    assert len(log) == len(match.log) and decisions == sorted(decisions) and 0 <= decisions[0] <= decisions[-1] \
        <= match.decisions
    assert {e["turn"] for e in log} == set(range(1, match.state.turn + 1))


def test_a_view_speaks_the_language_asked():
    """``lang``: the view is worded in it (the match is reworded), the match itself is left in its own."""
    match = gangs.new("chicago", players=2, seed=3).run(max_steps=30)
    french = gangs.view(match, 0, lang="fr")
    assert french["lang"] == "fr" and match.lang == "en"
    assert french["log"] != gangs.view(match, 0)["log"]
    assert [e["rule"] for e in french["log"]] == [e["rule"] for e in gangs.view(match, 0)["log"]]


@pytest.mark.parametrize("viewer", ["0", 3, -2, True, 1.0, b"0", 10**100, [0]])
def test_a_viewer_that_is_no_seat_is_refused(viewer):
    """A viewer is a seat, SPECTATOR or None: anything else raises ValueError naming what is allowed."""
    match = gangs.new("street", players=3, seed=1)
    with pytest.raises(ValueError, match="viewer"):
        gangs.view(match, viewer)


def test_a_click_says_what_it_plays_or_why_it_plays_nothing_only_to_the_viewer_whose_decision_it_is():
    """``gangs.views.click``: a figure of Vengeance à Chicago taken where its dice reach plays that move; taken
    where they do not, the game's refusal names its rule (``State.intent`` reads the square as the move of the
    steps that reach it); the other seat and the spectator learn nothing from a click."""
    m = gangs.new("chicago", players=["Ana", "Bot 1"], seed=2)
    m.play("roll")
    assert {a.notation for a in m.legal_actions()} == {"move orange.parrain 6", "move orange.1 6", "move orange.1 12"}
    reached = next(a for a in m.legal_actions() if a.notation == "move orange.parrain 6").targets[0]
    plays = click(m.state, 0, "fig-orange-p", reached)
    assert [a["notation"] for a in plays["actions"]] == ["move orange.parrain 6"] and plays["refusal"] is None
    refused = click(m.state, 0, "fig-orange-p", "sq-20")
    assert refused["actions"] == [] and refused["refusal"]["rule"] == "move-two"
    assert "6 and 6" in refused["refusal"]["reason"]
    json.dumps(refused)
    for other in (1, SPECTATOR):
        assert click(m.state, other, "fig-orange-p", "sq-20") == {"actions": [], "refusal": None}
    assert click(m.state, 0, None, "nowhere") == {"actions": [], "refusal": None}
    assert click(m.state, 0, 7, None) == {"actions": [], "refusal": None}
    with pytest.raises(ValueError):
        click(m.state, 9, None, "sq-20")


@pytest.mark.parametrize("game", GAMES)
def test_a_view_read_in_parts_says_what_its_json_says(game):
    """``View.of(match, viewer)`` read part by part (the choices, the log from a decision on, the sheets, the
    scene) holds what ``gangs.view`` sends, for every viewer."""
    from gangs.views import View, view_scene
    match = gangs.new(game, players=3, seed=4).run(max_steps=25)
    for viewer in (None, SPECTATOR, 0, 1, 2):
        seen, sent = View.of(match, viewer), gangs.view(match, viewer)
        assert [a.notation for a in seen.actions] == [a["notation"] for a in sent["actions"]]
        assert [a.label for a in seen.actions] == [a["label"] for a in sent["actions"]]
        assert seen.log() == sent["log"]
        since = max(1, seen.decisions - 3)
        assert seen.log(since) == [entry for entry in sent["log"] if entry["decision"] >= since]
        assert list(seen.sheets) == sent["sheets"] and seen.tables == sent["tables"]
        assert view_scene(seen.scene) == sent["scene"]
        assert (seen.to_move, seen.mine, seen.over, seen.turn) == (sent["to_move"], sent["mine"], sent["over"],
                                                                    sent["turn"])
        assert seen.awaited == sent["awaited"] and seen.awaited


def test_only_the_teacher_loads_the_dice_of_a_game_with_secrets_and_every_viewer_those_of_a_game_without():
    """« Load the dice » is in the view: La Street's pile is secret, so a player's view may not load (a loaded
    card that cannot come would tell what the pile holds); Super Gang hides nothing."""
    from gangs.views import View
    street, supergang = gangs.new("street", players=2, seed=1), gangs.new("supergang", players=2, seed=1)
    assert View.of(street, None).may_load and View.of(street, None).load_examples
    assert not View.of(street, 0).may_load and View.of(street, 0).load_examples == ()
    assert all(View.of(supergang, viewer).may_load for viewer in (None, SPECTATOR, 0, 1))


def test_a_click_or_a_refusal_for_a_viewer_whose_decision_it_is_not_says_nothing():
    """Why a click plays nothing is told only to the one whose decision it is: another seat's view has no guesses
    and no refusal, whatever he points at."""
    from gangs.views import View
    match = gangs.new("supergang", players=2, seed=3)
    other = 1 - match.to_move
    ids = [shape.id for shape in View.of(match, None).scene.shapes() if shape.id][:40]
    assert View.of(match, other).meant(None, ids) == [] and View.of(match, other).refusal(None, ids) is None
    mover = View.of(match, match.to_move)
    target = next(t for action in mover.actions for t in action.targets)
    assert mover.click(None, target)["actions"]
    assert View.of(match, other).click(None, target) == {"actions": [], "refusal": None}


def test_what_a_position_waits_for_is_told_to_each_viewer_as_he_reads_it():
    """The view says what is awaited: « you » to the one who decides, his name to the others and the teacher, in
    the view's language."""
    match = gangs.new("ribauds", players=["Alice", "Bruno"], seed=1)
    mover, other = match.to_move, 1 - match.to_move
    name = match.players[mover]
    assert gangs.view(match, mover)["awaited"].startswith("You")
    assert gangs.view(match, other)["awaited"].startswith(name) and gangs.view(match, None)["awaited"].startswith(
        name)
    assert gangs.view(match, mover, lang="fr")["awaited"].startswith("Vous")

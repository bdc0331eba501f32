"""The Table's decisions without a front end (``widgets.table.session``): a session is played in plain Python, with
no widget library imported, and what it gives the screen is read as data."""

import asyncio
import subprocess
import sys
from pathlib import Path

import gangs
from gangs.kernel import SPECTATOR
from widgets.seating import FOLLOW
from widgets.table.session import TableSession

ROOT = Path(__file__).resolve().parent.parent


def session(game="supergang", seats=("human", "random"), names=("Ann", "Bot"), seed=1, **kwargs):
    """A settled session of a new match of ``game``, as a screen would hold it."""
    match = gangs.new(game, players=list(names), seed=seed)
    played = TableSession(match, seats=list(seats), **kwargs)
    played.settle()
    return match, played


def test_importing_the_session_imports_no_widget_library():
    code = ("import sys, widgets.table.session, widgets.table; "
            "print(sorted(m for m in ('ipywidgets', 'ipycanvas', 'anywidget') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                            env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert result.stdout.strip() == "[]", result.stderr


def test_a_human_seat_is_offered_its_actions_and_a_computer_seat_plays_at_step():
    match, played = session()
    assert played.viewer == 0 and match.to_move == 0
    assert played.actions() and all(label for _notation, label, _piece in played.actions())
    view = gangs.view(match, 0)
    assert [(a["notation"], a["label"], a["piece"]) for a in view["actions"]] == played.actions()
    before = match.decisions
    assert not played.step() and not played.end_turn() and match.decisions == before   # his own: never at random
    assert played.said.error and played.said.near == "controls" and "This decision is yours" in played.said.text
    while match.to_move == 0:                       # the human's turn, played by his clicks (the first choice)
        assert played.play(played.legal()[0])
        played.settle()
    assert played.computer_to_move() and played.offer.actions == ()
    assert "Bot to move: Step to let it play" in played.status()
    assert not played.play(match.legal_actions()[0])                         # not the human's decision
    assert played.said.error and played.said.text.startswith("Bot to move")
    before = match.decisions
    assert played.step() and match.decisions == before + 1


def test_the_teacher_s_eyes_may_still_step_a_human_seat():
    match, played = session(viewer=None)
    assert match.to_move == 0 and not played.own_decision()
    assert played.step() and match.decisions == 1


def test_undo_redo_and_a_branch_keep_the_first_match():
    match, played = session(viewer=None)
    played.step()
    played.step()
    assert match.decisions == 2
    assert played.undo() and match.decisions == 1 and match.can_redo == 1
    assert played.redo() and match.decisions == 2 and match.can_redo == 0
    played.replay_to(0)
    assert match.decisions == 0 and match.can_redo == 2
    played.replay_to(1)
    assert played.branch()
    branch = played.match
    assert branch is not match and played.branches == [match, branch] and branch.decisions == 1
    assert [label for label, _k in played.branch_names()] == ["the first match", "branch 1 (from decision 1)"]
    assert "Branch 1 starts at decision 1" in played.said.text and played.said.near == "controls"
    played.step()
    assert branch.decisions == 2 and match.decisions == 1                    # the first match is left as it was
    played.take_branch(0)
    assert played.match is match and played.branch_shown() == 0


def test_autoplay_refuses_the_controls_that_move_the_match():
    match, played = session()
    played.autoplay = True
    assert not played.undo() and not played.branch() and not played.step()
    assert played.said.text == "Pause auto-play first." and match.decisions == 0 and played.branches == [match]


def test_auto_play_plays_the_computer_seats_on_an_event_loop_and_waits_on_a_human():
    async def auto_play(played, seconds):
        played.autoplay, played.pace = True, 0
        task = played.start_autoplay(None)
        await asyncio.sleep(seconds)
        played.autoplay = False
        await task

    match, played = session(seats=("random", "random"))
    stopped = []
    played.on_autoplay_stop = lambda: stopped.append(match.decisions)
    asyncio.run(auto_play(played, 0.3))
    assert match.decisions > 0 and stopped == [match.decisions] and not played.autoplay
    match, played = session(seats=("human", "random"))
    asyncio.run(auto_play(played, 0.3))
    assert match.decisions == 0                                    # the human is to move: auto-play waits
    assert played.start_autoplay(None) is None and "needs a running event loop" in played.said.text
    assert not played.autoplay


def test_a_move_is_told_to_the_mover_and_not_shown_to_the_next_player_s_eyes():
    match, played = session(seats=("human", "human"), viewer=FOLLOW)
    assert played.viewer == 0
    roll = next(notation for notation, _label, _piece in played.actions() if notation == "roll")
    assert played.play(roll)
    assert played.said.text.startswith("Played Roll the dice") and played.said_to == 0
    assert played.shown_to(0).text == played.said.text and played.shown_to(1).text == ""
    while match.to_move == 0:
        played.play(played.legal()[0])
        played.settle()
    played.say("Bot's hand is shown", seen_by=0)                   # said to the first player's eyes only
    played.settle()                                                # the screen passes to the second player
    assert played.viewer == 1 and played.said.text == "" and played.shown_to(1).text == ""


def test_through_another_player_s_eyes_nothing_is_offered_and_a_click_is_refused():
    match, played = session(viewer=1)
    assert played.offer.actions == () and played.offer.places == frozenset()
    assert not played.play("roll") and match.decisions == 0
    assert "looking through Bot's eyes" in played.said.text
    played.seating.choose(SPECTATOR)
    played.settle()
    assert "spectator's eyes" in played.looking_elsewhere()


def test_picking_a_piece_offers_its_moves_and_outlines_its_places():
    match, played = session(seats=("human", "human"))
    played.play(played.legal()[0])
    played.settle()
    pieces = played.offer.pieces
    assert len(pieces) > 1 and played.offer.picked is None
    piece = max(pieces, key=lambda p: len(p.actions))
    assert played.pick(piece.id)
    offer = played.offer
    assert offer.picked == piece and offer.picked.actions == piece.actions
    places, picked, _hovered, _moves, _last = played.outlines()
    assert picked == piece.id and {t for a in piece.actions for t in a.targets} <= places
    assert {(a.notation, a.label, a.piece) for a in piece.actions} <= set(played.actions())
    assert not played.pick("no-such-piece") and "cannot move now" in played.said.text
    played.unpick()
    assert played.offer.picked is None and len(played.offer.pieces) == len(pieces)


def test_a_click_on_a_picked_piece_s_place_plays_its_move():
    match, played = session(seats=("human", "human"))
    played.play(played.legal()[0])
    played.settle()
    piece = played.offer.pieces[0]
    played.pick(piece.id)
    move = piece.actions[0]
    target = next(s for s in played.scene.shapes() if s.id == move.targets[0])
    x0, y0, x1, y1 = target.bounds()
    before = match.decisions
    assert played.meaning_at((x0 + x1) / 2, (y0 + y1) / 2).actions
    played.click((x0 + x1) / 2, (y0 + y1) / 2)
    assert match.decisions == before + 1 and played.said.text.startswith("Played")


def test_the_log_groups_and_the_last_events_are_those_the_viewer_may_read():
    """The log is grouped by turn; beside the board stays what happened since the viewer's own last decision, his
    own first (« You »), then each seat that played since, until he decides again."""
    match, played = session(seats=("human", "random"))
    while match.decisions < 6 or match.to_move == 0:
        played.play(played.legal()[0]) if match.to_move == 0 else played.step()
        played.settle()
    groups = played.log_groups()
    assert groups[-1][0] == "Start" and groups[0][0] == f"Turn {match.decision_turns[-1]}"
    mine = max(k for k, mover in enumerate(match.decision_movers) if mover == 0)
    by_decision = match.events_by_decision()
    expected = []
    for k in range(mine, match.decisions + 1):
        texts = [e.told(0) for e in by_decision[k] if e.readable_by(0, 2)]
        heading = "You" if match.decision_movers[k] == 0 else "Bot"
        if texts and expected and expected[-1][0] == heading:
            expected[-1][1].extend(texts)
        elif texts:
            expected.append((heading, texts))
    assert played.last_events() == expected and expected[0][0] == "You"
    while match.to_move != 0:
        assert played.step()
    played.settle()
    assert played.play(played.legal()[0])
    played.settle()
    assert played.last_events()[0] == ("You", [e.told(0) for e in match.events_by_decision()[-1]
                                               if e.readable_by(0, 2)])    # his new decision starts what is shown


def test_a_loaded_die_is_said_beside_the_dice_and_a_bad_one_names_its_rule():
    match, played = session(game="street", names=("Ann", "Bot"), viewer=None)
    assert played.may_load()
    assert not played.load_dice("") and played.said.near == "dice" and played.said.error
    assert not played.load_dice("zzz") and "(rule chance)" in played.said.text and not match.forced
    assert played.load_dice(gangs.GAMES["street"].forced_examples[0]) and match.forced == ["die 5"]
    played.unload_dice()
    assert not match.forced and played.said.text == "The dice are unloaded."


def test_in_a_game_with_secrets_only_everyone_s_view_loads_the_dice():
    match, played = session(game="street", names=("Ann", "Bot"), viewer=0)
    assert not played.may_load() and not played.load_dice("5")
    assert "Only everyone's view loads the dice" in played.said.text and not match.forced


def test_the_session_reads_a_new_view_whenever_the_position_or_the_eyes_change():
    """What the screen shows is read from one view (``session.seen``), made again after a move, after an undo and
    a different move that leaves as many decisions, and when the eyes change; and kept while nothing changes."""
    match, played = session(game="street", seats=("human", "human"), names=("Ann", "Bea"), viewer=None)
    first = played.seen
    assert played.seen is first
    played.play(played.legal()[0])
    assert played.seen is not first and played.seen.decisions == match.decisions
    after = played.seen
    played.undo()
    match.play(match.legal_actions()[-1])
    assert played.seen is not after and [a.notation for a in played.seen.actions] == [
        a.notation for a in match.legal_actions()]
    played.choose_viewpoint(1 - match.to_move)
    assert played.seen.viewer == 1 - match.to_move and not played.seen.mine and played.legal() == []


def test_a_match_set_on_the_session_seats_its_players():
    """``session.match = other`` (what a benchmark or a loaded record does) reads the other match's seats: the
    seating follows it."""
    match, played = session()
    other = gangs.new("street", players=["Cy", "Di", "Ed"], seed=2)
    played.match = other
    assert played.seating.match is other and played.seen.names == ("Cy", "Di", "Ed")


def _street_with_a_gift_to_make():
    """A La Street session (Ann human, two bots) at Ann's decision where she may roll or give money away."""
    match, played = session(game="street", seats=("human", "random", "random"), names=("Ann", "Bot 1", "Bot 2"),
                            seed=3)
    for _ in range(60):
        if match.to_move == 0 and {"give", "roll"} <= {a.kind for a in played.legal()}:
            return match, played
        played.play(played.legal()[0]) if match.to_move == 0 else played.run()
        played.settle()
    raise AssertionError("no gift offered in 60 decisions")


def test_a_click_that_gives_money_away_asks_first_and_its_pawn_is_not_outlined():
    """« Il est possible de donner de l'argent » is a choice, never a stray click: the outlines show the die (what
    the game expects first), and a click on an opponent's pawn asks before any money changes hands."""
    match, played = _street_with_a_gift_to_make()
    gifts = [a for a in played.legal() if a.kind == "give"]
    places, _picked, _hovered, _moves, _last = played.outlines()
    assert "die" in places and not places & {t for a in gifts for t in a.targets}
    pawn = next(s for s in played.scene.shapes() if s.id == gifts[0].targets[0])
    x0, y0, x1, y1 = pawn.bounds()
    before, money = match.decisions, match.state.to_dict()
    assert played.click((x0 + x1) / 2, (y0 + y1) / 2)              # a choice is offered: nothing played
    assert match.decisions == before and match.state.to_dict() == money
    assert played.choices is not None and all(a.kind == "give" for a in played.choices)
    if len(played.choices) == 1:
        assert "Press its button to confirm, or Cancel" in played.said.text
    played.cancel_choice()
    assert played.choices is None and match.decisions == before
    assert played.play(gifts[0]) and match.decisions == before + 1      # its button gives it


def test_load_the_dice_takes_several_outcomes_at_once_or_none_of_them():
    """"5 2 2" loads three dice, as ``force(5).force(2).force(2)`` does; a list with one outcome that can never
    come loads none of it and leaves what was waiting."""
    match, played = session(game="street", names=("Ann", "Bot"), viewer=None)
    assert played.load_dice("5 2 2") and match.forced == ["die 5", "die 2", "die 2"]
    assert "Loaded 3 outcomes" in played.said.text and "die 5" not in played.said.text    # the list says which
    assert not played.load_dice("die 3, die 9") and played.said.error
    assert match.forced == ["die 5", "die 2", "die 2"]
    assert played.load_dice("die 4, draw heritage") and match.forced[-2:] == ["die 4", "draw heritage"]
    played.unload_dice()
    assert played.load_dice("draw heritage") and match.forced == ["draw heritage"]


def test_another_seat_s_last_move_is_outlined_on_the_board_and_one_s_own_is_not():
    match, played = session(game="street", seats=("human", "random"), names=("Ann", "Bot"))
    assert played.last_move() == frozenset()
    played.play(played.legal()[0])
    played.settle()
    assert played.last_move() == frozenset()                     # his own move: he knows it
    while match.to_move != 0:
        played.step()
    played.settle()
    action = match.decision_action(match.decisions)
    assert match.decision_movers[-1] == 1 and played.last_move() == frozenset(action.targets)
    assert played.outlines()[4] == played.last_move()

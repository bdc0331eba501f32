"""The frame every game draws round its board (``gangs.render.frame``), drawn once from facts: the header says what
the position waits for (``State.awaited``) for its viewer, a seat's card reads « You » for its own player only, the
deciding seat is outlined, a winner starred, a player out faded; a hand shows its faces to its holder and the
teacher alone, and the frame of a viewer never changes when what he cannot see is dealt again."""

from __future__ import annotations

import random

import pytest

import gangs
from gangs.kernel import SPECTATOR
from gangs.kernel.lang import language
from gangs.render import Circle, Rect, Text, frame
from gangs.render.frame import CardPlace, Colours, HeaderPlace

NAMES = ["Alice", "Bruno", "Chloé"]
PLACE = CardPlace(10, 10, 200, 90)
COLOURS = Colours("#c0392b", "#7a1f16")
HEADER = HeaderPlace(40, 40, rounds=(700, 20), dot=(25, 36))


def _state(game: str = "ribauds", steps: int = 0, **options):
    match = gangs.new(game, players=NAMES, seed=1, **options)
    match.run(max_steps=steps)
    return match.state


def _texts(shapes) -> list[str]:
    return [s.text for s in shapes if isinstance(s, Text)]


@pytest.mark.parametrize("lang, you", [("en", "You"), ("fr", "Vous")])
def test_a_seats_card_reads_you_for_its_own_player_alone(lang, you):
    """« le nom tel que le lecteur le lit »: Alice reads « You » (« Vous ») on her card and Bruno's name on his;
    Bruno, a spectator and the teacher read « Alice » on hers."""
    state = _state()
    with language(lang):
        assert _texts(frame.card(state, 0, 0, PLACE, COLOURS)) == [you]
        assert _texts(frame.card(state, 1, 0, PLACE, COLOURS)) == ["Bruno"]
        for viewer in (1, SPECTATOR, None):
            assert _texts(frame.card(state, 0, viewer, PLACE, COLOURS)) == ["Alice"]


def test_a_player_called_you_reads_you_once():
    """The name is never compared with "You": a player named so reads « You » on his card, not « You (you) »."""
    match = gangs.new("chicago", players=["You", "Bruno"], seed=1)
    assert _texts(frame.card(match.state, 0, 0, PLACE, COLOURS)) == ["You"]


def test_the_deciding_seat_is_outlined_in_its_colour():
    state = _state()
    box = [s for s in frame.card(state, 0, None, PLACE, COLOURS, deciding=True, id="seat-0") if s.id == "seat-0"]
    other = [s for s in frame.card(state, 0, None, PLACE, COLOURS, id="seat-0") if s.id == "seat-0"]
    assert (box[0].stroke, box[0].stroke_width) == (COLOURS.fill, PLACE.deciding_width)
    assert (other[0].stroke, other[0].stroke_width) == (COLOURS.dark, PLACE.outline)


def test_a_winner_is_starred_and_a_player_out_faded_under_his_banner():
    state = _state()
    won = frame.card(state, 1, 0, PLACE, COLOURS, winner=True)
    assert [(s.text, s.fill) for s in won if isinstance(s, Text)] == [("★ Bruno", frame.WINNER)]
    out = frame.card(state, 1, 0, PLACE, COLOURS, out=True, banner="OUT")
    veil = [s for s in out if isinstance(s, Rect) and s.opacity < 1 and s.fill == PLACE.faded]
    assert len(veil) == 1 and _texts(out)[-1] == "OUT"
    assert out.index(veil[0]) > max(out.index(s) for s in out if isinstance(s, Text) and s.text == "Bruno")


def test_the_card_holds_the_games_content_and_its_value():
    state = _state()
    inside = Text(20, 60, "× 3")
    shapes = frame.card(state, 2, None, PLACE, COLOURS, [inside], value="12 pts", id="band-2", tags=("sheet",))
    assert inside in shapes and "12 pts" in _texts(shapes)
    assert [s.tags for s in shapes if s.id == "band-2"] == [("sheet",)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_header_says_what_is_awaited_for_its_viewer_with_the_round(lang):
    state = _state("street")
    p = state.to_move
    with language(lang):
        mine = frame.header(state, p, HEADER, "#000000", COLOURS, note="Note")
        theirs = frame.header(state, (p + 1) % 3, HEADER, "#000000", COLOURS)
        assert _texts(mine)[0] == {"en": "You: roll the die", "fr": "À vous : lancer le dé"}[lang]
        assert _texts(theirs)[0] == {"en": f"{NAMES[p]}: roll the die", "fr": f"À {NAMES[p]} : lancer le dé"}[lang]
        rounds = {"en": "Round 1", "fr": "Tour de jeu 1"}[lang]
        assert _texts(mine)[-1] == f"Note · {rounds}" and _texts(theirs)[-1] == rounds
    assert [s.fill for s in mine if isinstance(s, Circle)] == [COLOURS.fill]


def test_the_round_line_names_its_limit_and_the_end_shows_a_star():
    state = _state("ribauds", max_turns=12)
    assert frame.rounds_words(state) == "Round 1 of 12"
    over = gangs.new("ribauds", players=NAMES, seed=1, max_turns=1)
    over.run(max_steps=2000)
    assert over.is_over
    shapes = frame.header(over.state, 0, HEADER, "#000000", None)
    assert "★" in _texts(shapes) and _texts(shapes)[0].startswith(("Winner", "You win"))


def test_a_hand_shows_its_faces_to_its_holder_and_the_teacher_alone():
    seen: list = []

    def faces(cards):
        seen.append(tuple(cards))
        return [Text(0, 0, c) for c in cards]

    def backs(count):
        return [Rect(0, 0, 10, 10)] * count

    cards = ("cavale", "aumone")
    for viewer in (0, None):
        assert _texts(frame.hand(cards, 0, viewer, faces, backs)) == list(cards)
    for viewer in (1, SPECTATOR):
        assert frame.hand(cards, 0, viewer, faces, backs) == [Rect(0, 0, 10, 10)] * 2
    assert seen == [cards, cards]


def test_the_deciding_player_is_the_fact_player_of_what_is_awaited():
    state = _state("chicago", steps=3)
    assert frame.deciding(state) == state.awaited().facts["player"]


@pytest.mark.parametrize("game", sorted(gangs.GAMES))
def test_the_frame_of_a_viewer_never_differs_from_a_redeal_of_what_he_cannot_see(game):
    """For each player and a spectator: the scene's pieces (the header, the cards, the hands with the rest) are the
    same for a position and ``resample(player)``."""
    rng = random.Random(5)
    match = gangs.new(game, players=3, seed=4)
    checked = 0
    for _ in range(12):
        match.run(max_steps=9)
        if match.is_over:
            break
        state = match.state
        for player in range(3):
            twin = state.resample(player, rng)
            for viewer in (player, SPECTATOR):
                assert match.game.scene(twin, viewer).pieces == match.game.scene(state, viewer).pieces, (
                    f"{game}, decision {match.decisions}: the frame of {viewer} shows what {player} cannot see")
                checked += 1
    assert checked >= 6

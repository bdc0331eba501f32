"""Records written before a game's rules changed while its options stayed the same (``Option.earlier``): a record
that does not name such an option is replayed with each reading it may have been played with, the likeliest first,
and loads with the first that accepts every step and ends as the record says it ended.

The game here is the reference race (``reference_game.py``) whose ``exact_finish`` and ``track`` are declared as if
they had been added after matches were recorded with either value."""

from __future__ import annotations

import json

import pytest
from reference_game import ReferenceGame

from gangs.kernel import RecordError
from gangs.kernel.match import Match, replay
from gangs.kernel.options import Option, max_turns_option, option_index
from gangs.kernel.record import Record


class ErasGame(ReferenceGame):
    """The race, with two options whose records of before may have played either value."""

    options = option_index(
        Option("track", 20, "the number of the Arrivée square", type=int, minimum=8, maximum=40, before=20,
               earlier=(19,)),
        Option("exact_finish", False, "True: a roll past the Arrivée leaves the pawn where it is", type=bool,
               before=False, earlier=(True,)),
        max_turns_option(None, "None, or the rounds after which the furthest pawn wins", maximum=100),
    )


GAME = ErasGame()


def played(seed: int, **options) -> Match:
    """A random race of two, played to its end."""
    match = Match(GAME, ["P1", "P2"], GAME.check_options(options), seed)
    match.run(max_steps=2_000)
    assert match.is_over
    return match


def unnamed(match: Match, *names: str) -> dict:
    """The match's record as JSON data, without the options ``names`` (as a record written before them)."""
    data = json.loads(match.record.to_json())
    for name in names:
        del data["options"][name]
    return data


def first(seeds, test):
    """The first seed of ``seeds`` for which ``test(seed)`` is true (the search is part of the test: it must find)."""
    found = next((seed for seed in seeds if test(seed)), None)
    assert found is not None
    return found


def refused(data: dict, **options) -> bool:
    try:
        replay(GAME, Record.from_dict({**data, "options": {**data["options"], **options}}))
    except RecordError:
        return True
    return False


def test_a_record_the_first_reading_refuses_loads_with_the_reading_that_accepts_every_step():
    """Played with ``exact_finish=True``, a race where a roll went past the Arrivée is refused by ``False`` (that
    roll would have ended the race); not naming the option, it loads as ``True``, step for step, and names it."""
    seed = first(range(60), lambda s: refused(unnamed(played(s, exact_finish=True)), exact_finish=False))
    match = played(seed, exact_finish=True)
    loaded = replay(GAME, Record.from_dict(unnamed(match, "exact_finish")))
    assert loaded.options["exact_finish"] is True
    assert [a.notation for a in loaded.steps] == [a.notation for a in match.steps]
    assert loaded.state.to_dict() == match.state.to_dict()
    assert loaded.record.to_dict()["options"]["exact_finish"] is True


def test_a_record_every_reading_accepts_loads_with_the_one_that_gives_its_written_result():
    """Played on ``track=19``, a race whose steps the Arrivée of square 20 also accepts (unfinished there) loads as
    19, because the record wrote that it ended and who won; without its result it loads with the first reading."""
    def legal_on_20(seed: int) -> bool:
        data = unnamed(played(seed, track=19), "track")
        data.pop("result")
        return not refused(data, track=20)

    seed = first(range(60), legal_on_20)
    match = played(seed, track=19)
    data = unnamed(match, "track")
    loaded = replay(GAME, Record.from_dict(data))
    assert loaded.options["track"] == 19 and loaded.is_over and loaded.winners == match.winners
    data.pop("result")
    assert replay(GAME, Record.from_dict(data)).options["track"] == 20


def test_a_record_no_reading_accepts_raises_the_first_readings_error():
    """A step no reading accepts: the RecordError is the one of the first reading, naming its step."""
    data = unnamed(played(1), "track", "exact_finish")
    data["steps"] = data["steps"][:3] + ["fly"] + data["steps"][3:]
    with pytest.raises(RecordError) as error:
        replay(GAME, Record.from_dict(data))
    assert error.value.step == 3


def test_a_record_that_names_the_option_is_read_as_written():
    """Only the options a record does not name are tried: naming ``exact_finish=False``, the record of a roll past
    the Arrivée is refused."""
    seed = first(range(60), lambda s: refused(unnamed(played(s, exact_finish=True)), exact_finish=False))
    data = unnamed(played(seed, exact_finish=True))
    data["options"]["exact_finish"] = False
    with pytest.raises(RecordError):
        replay(GAME, Record.from_dict(data))


def test_earlier_values_need_a_value_before():
    """An option with earlier values must say the value tried first."""
    with pytest.raises(TypeError):
        Option("reading", "printed", "how the rules are read", choices=("printed", "lenient"), earlier=("lenient",))

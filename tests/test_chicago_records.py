"""Records of Vengeance à Chicago written before the option ``reading`` (issue 26, points 8 to 10) replay as they
were played: a record that names no ``reading`` is read with ``reading="lenient"`` (``Option.before``), the house
reading of its day, ``pass`` included; one that names ``reading="printed"`` and keeps a die raises RecordError."""

from __future__ import annotations

import json

import pytest

import gangs
from gangs import RecordError


def _old_record() -> tuple[dict, gangs.kernel.Match]:
    """A whole game played with the earlier reading, its record stripped of the options added since."""
    m = gangs.new("chicago", players=3, seed=7, reading="lenient").run()
    assert any(step == "pass" for step in m.record.steps), "the game kept no die: pick another seed"
    data = json.loads(m.record.to_json())
    for name in ("reading", "wounded_parrain"):
        data["options"].pop(name)
    return data, m


def test_an_old_record_replays_with_the_earlier_reading():
    data, played = _old_record()
    replayed = gangs.load(data)
    assert replayed.options["reading"] == "lenient" and replayed.options["wounded_parrain"] is False
    assert replayed.winners == played.winners and replayed.state == played.state


def test_an_old_record_read_as_printed_names_the_step_it_cannot_play():
    data, _played = _old_record()
    data["options"]["reading"] = "printed"
    with pytest.raises(RecordError) as error:
        gangs.load(data)
    assert "cannot be played here" in str(error.value)
